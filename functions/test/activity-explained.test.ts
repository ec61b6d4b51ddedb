import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { activityRecordId, type ActivityEntry, type ActivityPage } from '@app/shared/admin/activity';
import { activitySentence } from '@app/shared/admin/activity-phrases';
import { db, tableName } from '../src/db/client';
import { adminKey } from '../src/db/entities/admin';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';
import { activePackage, publishedCourse, signUpStudent } from './support/student-fixtures';

const unique = () => crypto.randomUUID().slice(0, 8);

describe('activity that explains itself', () => {
  const call = useGateway();
  /** Two admins with names of their own, so the log can tell them apart. */
  const fatima = { token: '', id: '', name: `Fatima ${unique()}` };
  const omar = { token: '', id: '', name: `Omar ${unique()}` };
  let courseId: string;
  const courseTitle = `Makharij Basics ${unique()}`;

  beforeAll(async () => {
    for (const admin of [fatima, omar]) {
      admin.token = (await userWithGroup('admin')).token;
      admin.id = decodeJwt(admin.token).sub!;
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: adminKey(admin.id),
          UpdateExpression: 'SET #name = :name',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': admin.name },
        }),
      );
    }
    courseId = await publishedCourse(call, fatima.token, { title: courseTitle });
  });

  const page = async (query: string, token = fatima.token) => {
    const answer = await call<ActivityPage>('GET', `/api/admin/activity?${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  /** Every page of a filtered list, `limit` a page: each page is full while matches remain. */
  async function everyPage(query: string, limit: number): Promise<ActivityEntry[]> {
    const entries: ActivityEntry[] = [];
    let cursor: string | null = null;
    do {
      const next: ActivityPage = await page(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      cursor = next.nextCursor;
      // DynamoDB hands a cursor back after a full last page, so only the page after it may be empty.
      if (cursor) expect(next.items).toHaveLength(limit);
      entries.push(...next.items);
    } while (cursor);
    return entries;
  }

  const adjust = (admin: typeof fatima, studentId: string, amount: number, reason: string) =>
    call('POST', `/api/admin/students/${studentId}/adjustments`, {
      token: admin.token,
      body: { courseId, amount, reason },
    });

  async function newLead(fullName: string): Promise<string> {
    const answer = await call('POST', '/api/leads', {
      body: {
        fullName,
        email: `lead-${crypto.randomUUID()}@example.com`,
        phone: '',
        bookingType: 'trial',
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  }

  it('names the admin, the student and the course of an adjustment, with its amount and reason', async () => {
    const student = await signUpStudent(call, { fullName: `Amina Yusuf ${unique()}` });
    const studentName = (await call('GET', `/api/admin/students/${student.userId}`, { token: fatima.token })).body
      .profile.fullName as string;
    expect((await adjust(fatima, student.userId, 3, 'Gift for joining the Ramadan class')).status).toBe(200);
    expect((await adjust(omar, student.userId, -1, 'Lesson given outside the portal')).status).toBe(200);

    const [removal, gift] = (await page(`entityId=${student.userId}&limit=2`)).items;
    expect(gift).toMatchObject({
      action: 'adjust_balance',
      entityType: 'student',
      adminId: fatima.id,
      adminName: fatima.name,
      recordName: studentName,
      courseTitle,
      details: { courseId, amount: 3, reason: 'Gift for joining the Ramadan class' },
    });
    expect(activitySentence(gift!)).toBe(
      `${fatima.name} adjusted the balance of ${studentName} — +3 sessions of ${courseTitle}, reason: Gift for joining the Ramadan class`,
    );
    expect(activitySentence(removal!)).toBe(
      `${omar.name} adjusted the balance of ${studentName} — −1 session of ${courseTitle}, reason: Lesson given outside the portal`,
    );

    // The balance history says who made each change.
    const detail = await call('GET', `/api/admin/students/${student.userId}`, { token: fatima.token });
    expect(detail.body.ledger.map((entry: { amount: number; by: string }) => [entry.amount, entry.by])).toEqual([
      [-1, omar.name],
      [3, fatima.name],
    ]);
  });

  it("names the student, package, sessions, course and notes of a package approval, filed under the student's record", async () => {
    const student = await signUpStudent(call, { fullName: `Hafsa Rahman ${unique()}` });
    const pkg = await activePackage(4);
    const request = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId },
    });
    expect(request.status).toBe(201);
    const approved = await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, {
      token: omar.token,
      body: { notes: 'Paid $100 by bank transfer, ref TRX-2291' },
    });
    expect(approved.status).toBe(200);

    const [entry] = (await page(`entityId=${student.userId}&limit=1`)).items;
    expect(entry).toMatchObject({
      action: 'approve',
      entityType: 'package_request',
      entityId: request.body.id,
      adminName: omar.name,
      studentName: expect.stringMatching(/^Hafsa Rahman /),
      courseTitle,
    });
    expect(activitySentence(entry!)).toBe(
      `${omar.name} approved the package request of ${entry!.studentName} — package: ${pkg.name}, 4 sessions of ${courseTitle}, notes: Paid $100 by bank transfer, ref TRX-2291`,
    );
    expect(
      (await call('GET', `/api/admin/students/${student.userId}`, { token: omar.token })).body.ledger[0],
    ).toMatchObject({ type: 'purchase', amount: 4, by: omar.name });
  });

  it("names the lead of a status change with the change's from and to", async () => {
    const name = `Maryam Khan ${unique()}`;
    const leadId = await newLead(name);
    const saved = await call('PATCH', `/api/admin/leads/${leadId}`, {
      token: fatima.token,
      body: { status: 'contacted', version: 1 },
    });
    expect(saved.status).toBe(200);
    const [entry] = (await page(`entityId=${leadId}`)).items;
    expect(entry).toMatchObject({
      action: 'status_change',
      recordName: name,
      details: { from: 'new', to: 'contacted' },
    });
    expect(activitySentence(entry!)).toBe(
      `${fatima.name} changed the status of the lead ${name} — from new to contacted`,
    );
  });

  it('names a deleted course by the title its entries kept', async () => {
    const title = `Nahw for Beginners ${unique()}`;
    const deleted = await publishedCourse(call, fatima.token, { title, isPublished: false });
    expect((await call('DELETE', `/api/admin/courses/${deleted}`, { token: omar.token })).status).toBe(204);
    const entries = (await page(`entityId=${deleted}`)).items;
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(entries.every((entry) => entry.recordName === null)).toBe(true);
    expect(entries.map(activitySentence)).toEqual([
      `${omar.name} deleted the course ${title}`,
      `${fatima.name} created the course ${title} — draft`,
    ]);
  });

  it("reads an erased student's entries with the placeholder, not their old name", async () => {
    const student = await signUpStudent(call, { fullName: `Zainab Idris ${unique()}` });
    expect((await adjust(fatima, student.userId, 2, 'Welcome sessions')).status).toBe(200);
    expect(
      (await call('POST', '/api/me/deletion', { token: student.token, body: { confirmEmail: student.email } })).status,
    ).toBe(204);
    const entries = (await page(`entityId=${student.userId}`)).items;
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'adjust_balance']);
    expect(activitySentence(entries[1]!)).toBe(
      `${fatima.name} adjusted the balance of Deleted student — +2 sessions of ${courseTitle}, reason: Welcome sessions`,
    );
    expect(JSON.stringify(entries)).not.toContain('Zainab');
  });

  it("finds every entry of one admin across pages, another's in between", async () => {
    const hasan = { token: (await userWithGroup('admin')).token, id: '', name: '' };
    hasan.id = decodeJwt(hasan.token).sub!;
    const leads = await Promise.all(Array.from({ length: 7 }, (_, index) => newLead(`Lead ${index} ${unique()}`)));
    const save = async (by: { token: string }, leadId: string, status: string, version: number) =>
      expect(
        (await call('PATCH', `/api/admin/leads/${leadId}`, { token: by.token, body: { status, version } })).status,
      ).toBe(200);
    for (const [index, leadId] of leads.entries()) {
      await save(index % 2 === 0 ? hasan : omar, leadId, 'contacted', 1);
      await save(hasan, leadId, 'trial_booked', 2);
    }
    const entries = await everyPage(`adminId=${hasan.id}`, 3);
    expect(entries).toHaveLength(11);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(11);
    expect(entries.every((entry) => entry.adminId === hasan.id)).toBe(true);
    expect(entries.map((entry) => entry.createdAt)).toEqual(
      [...entries.map((entry) => entry.createdAt)].sort().reverse(),
    );
    // The team is listed with each page, for the admin filter.
    expect((await page('limit=1')).admins).toEqual(expect.arrayContaining([{ id: fatima.id, name: fatima.name }]));
  });

  it("finds every entry about one record across pages: the student's own and their requests'", async () => {
    const student = await signUpStudent(call, { fullName: `Yusuf Ali ${unique()}` });
    for (let index = 1; index <= 5; index += 1) {
      const admin = index % 2 === 0 ? omar : fatima;
      expect((await adjust(admin, student.userId, index, `Adjustment ${index}`)).status).toBe(200);
    }
    const pkg = await activePackage(2);
    const request = await call('POST', '/api/me/package-requests', {
      token: student.token,
      body: { packageId: pkg.id, courseId },
    });
    expect(
      (await call('POST', `/api/admin/package-requests/${request.body.id}/approve`, { token: fatima.token, body: {} }))
        .status,
    ).toBe(200);
    // Another student's change meanwhile is not theirs.
    const other = await signUpStudent(call);
    await adjust(fatima, other.userId, 1, 'Someone else');

    const entries = await everyPage(`entityId=${student.userId}`, 2);
    expect(entries.map((entry) => entry.action)).toEqual([
      'approve',
      'adjust_balance',
      'adjust_balance',
      'adjust_balance',
      'adjust_balance',
      'adjust_balance',
    ]);
    expect(entries.every((entry) => activityRecordId(entry) === student.userId)).toBe(true);
  });

  it('refuses bad filters with 400 and says why', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await call('GET', `/api/admin/activity?${query}`, { token: fatima.token });
      expect(answer, query).toMatchObject({ status: 400, body: { error: { message } } });
    };
    const badId = 'adminId must be an id: letters, digits and . _ ~ : - (at most 128)';
    await refused(`adminId=${encodeURIComponent('not an id!')}`, badId);
    await refused(`adminId=${'a'.repeat(129)}`, badId);
    await refused('adminId=', badId);
    await refused(
      `entityId=${encodeURIComponent('<script>')}`,
      'entityId must be an id: letters, digits and . _ ~ : - (at most 128)',
    );
    await refused('entityType=nothing', 'Unknown entity type');
    await refused(`adminId=${fatima.id}&entityType=lead`, 'Filter by one of type, admin or record at a time');
    await refused(`adminId=${fatima.id}&entityId=${courseId}`, 'Filter by one of type, admin or record at a time');
    // A cursor of another list is refused, not followed.
    const byType = await page('entityType=student&limit=1');
    expect(byType.nextCursor).not.toBeNull();
    await refused(`adminId=${fatima.id}&cursor=${byType.nextCursor}`, 'Invalid cursor');
  });
});
