import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { db, tableName } from '../src/db/client';
import { activityKey } from '../src/db/entities/activity';
import * as Counters from '../src/db/entities/counters';
import * as Lead from '../src/db/entities/lead';
import * as Student from '../src/db/entities/student';
import type { Migration } from '../src/db/migrations/migration';
import { MIGRATIONS } from '../src/db/migrations/migrations';
import { migrationKey, migrationRecord, runMigrations } from '../src/db/migrations/runner';
import { transact } from '../src/db/transact';
import { handler as runMigrationsHandler } from '../src/handlers/scheduled/run-migrations';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { auditLedger } from './support/ledger-audit';
import { intakeAnswers } from './support/lead-fixtures';
import { expiryOf, retentionKey } from '../src/db/entities/lead-retention';
import {
  activePackage,
  deliver,
  portalTracking,
  publishedCourse,
  signUpStudent,
  studentWithSessions,
} from './support/student-fixtures';
import { inviteeCreated, inviteeUriOf } from '../../infra/local/calendly-deliveries';
import { bookingIdFor } from '../src/core/bookings/booking-ids';
import { bookingKey } from '../src/db/entities/booking';
import { accountKey, learnerLinkKey } from '../src/db/entities/account';
import { pendingKey } from '@app/shared/requests/schemas';

const SCHEDULING_URL_MIGRATION = '0001-course-scheduling-url';
const LEAD_RETENTION_MIGRATION = '0002-lead-retention-clocks';
const SEARCH_TOKENS_MIGRATION = '0003-search-tokens';
const ACTIVITY_INDEXES_MIGRATION = '0005-activity-indexes';
const CREDIT_LOTS_MIGRATION = '0007-credit-lots';
const PENDING_MARKERS_MIGRATION = '0008-pending-request-markers';
const FAMILY_ACCOUNTS_MIGRATION = '0009-family-accounts';
const LESSON_CALENDAR_MIGRATION = '0010-lesson-calendar';

const context = () => ({ db: db(), tableName: tableName() });

/**
 * A course and its module exactly as the version before `schedulingUrl` wrote them (its
 * `courseItem` and `moduleItems`, through `Courses.create`): the scheduling page in `calendlyUrl`,
 * every index key, and the counters changed with them.
 */
async function writePreviousVersionCourse(options: { published: boolean; calendlyUrl: string }) {
  const id = crypto.randomUUID();
  const moduleId = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  const sortKey = `${createdAt}#${id}`;
  const level = 'intermediate';
  const title = `Migrated Course ${id.slice(0, 8)}`;
  const course = {
    pk: `COURSE#${id}`,
    sk: 'COURSE',
    type: 'course',
    id,
    title,
    shortDescription: 'A course written by the previous version.',
    description: 'Stored before the scheduling page was called schedulingUrl.',
    level,
    category: 'Quranic Arabic',
    whatYouWillLearn: ['Makharij'],
    whoIsThisFor: 'Adults who can read the script.',
    coverPhoto: '',
    calendlyUrl: options.calendlyUrl,
    meetingUrl: '',
    isPublished: options.published,
    titleLower: title.toLowerCase(),
    moduleCount: 1,
    createdAt,
    updatedAt: createdAt,
    createdBy: 'admin-of-the-previous-version',
    updatedBy: 'admin-of-the-previous-version',
    version: 1,
    gsi1pk: 'COURSES',
    gsi1sk: sortKey,
    ...(options.published
      ? { gsi2pk: 'PUBLISHED_COURSES', gsi2sk: sortKey, gsi3pk: `PUBLISHED_COURSES#${level}`, gsi3sk: sortKey }
      : {}),
  };
  const module = {
    pk: `COURSE#${id}`,
    sk: `MODULE#${moduleId}`,
    type: 'course_module',
    courseId: id,
    id: moduleId,
    title: 'Letters',
    description: 'Where each letter comes from.',
    orderNum: 1,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: course }));
  await db().send(new PutCommand({ TableName: tableName(), Item: module }));
  await transact([{ item: Counters.change({ courses: 1, courses_published: options.published ? 1 : 0 }) }]);
  return { id, item: course };
}

async function rawCourse(id: string): Promise<Record<string, unknown>> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `COURSE#${id}`, sk: 'COURSE' }, ConsistentRead: true }),
  );
  return answer.Item!;
}

/** A table the previous version left has no record of this migration (the test stack applied it when it started). */
async function forgetMigration(id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKey(id) }));
}

describe('data migrations', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });

  it('lists the scheduling-page rename first, and every id once', () => {
    expect(MIGRATIONS[0]!.id).toBe(SCHEDULING_URL_MIGRATION);
    expect(new Set(MIGRATIONS.map((migration) => migration.id)).size).toBe(MIGRATIONS.length);
  });

  it('has applied every migration to the table the stack made', async () => {
    for (const migration of MIGRATIONS) {
      expect(await migrationRecord(context(), migration.id)).toMatchObject({ status: 'applied' });
    }
  });

  it('copies calendlyUrl to schedulingUrl in the courses the previous version wrote, once', async () => {
    const published = await writePreviousVersionCourse({
      published: true,
      calendlyUrl: 'https://calendly.com/arabic-quran-academy/migrated-published',
    });
    const draft = await writePreviousVersionCourse({
      published: false,
      calendlyUrl: 'https://calendly.com/arabic-quran-academy/migrated-draft',
    });
    const edited = await writePreviousVersionCourse({
      published: true,
      calendlyUrl: 'https://calendly.com/arabic-quran-academy/migrated-edited',
    });
    await forgetMigration(SCHEDULING_URL_MIGRATION);

    // The deploy window: the new code serves the old items before the migration has run.
    const before = await call('GET', `/api/courses/${published.id}`);
    expect(before.status).toBe(200);
    expect(before.body.schedulingUrl).toBe('https://calendly.com/arabic-quran-academy/migrated-published');
    expect(before.body).not.toHaveProperty('calendlyUrl');
    // An admin saves one meanwhile: it is written in the new shape, and the migration leaves it alone.
    const editing = (await call('GET', `/api/admin/courses/${edited.id}`, { token: admin })).body;
    expect(editing.schedulingUrl).toBe('https://calendly.com/arabic-quran-academy/migrated-edited');
    const { id: _id, createdAt: _c, updatedAt: _u, moduleCount: _m, modules, ...fields } = editing;
    const saved = await call('PUT', `/api/admin/courses/${edited.id}`, {
      token: admin,
      body: {
        ...fields,
        modules: modules.map(({ id, title, description }: any) => ({ id, title, description })),
      },
    });
    expect(saved.status).toBe(200);
    // Written in both attributes, so the previous version still reads it after a rollback.
    expect(await rawCourse(edited.id)).toMatchObject({
      schedulingUrl: 'https://calendly.com/arabic-quran-academy/migrated-edited',
      calendlyUrl: 'https://calendly.com/arabic-quran-academy/migrated-edited',
    });

    const first = await runMigrationsHandler();
    expect(first.applied).toEqual([SCHEDULING_URL_MIGRATION]);
    const record = await migrationRecord(context(), SCHEDULING_URL_MIGRATION);
    expect(record).toMatchObject({ id: SCHEDULING_URL_MIGRATION, status: 'applied', changed: 2 });
    expect(record).not.toHaveProperty('leaseUntil');

    // The stored items: copied, the old attribute kept for the previous version, and nothing else
    // changed (not the version, not the index keys).
    for (const course of [published, draft]) {
      expect(await rawCourse(course.id)).toEqual({ ...course.item, schedulingUrl: course.item.calendlyUrl });
    }

    const publicCourse = await call('GET', `/api/courses/${published.id}`);
    expect(publicCourse.status).toBe(200);
    expect(publicCourse.body).toMatchObject({
      id: published.id,
      schedulingUrl: 'https://calendly.com/arabic-quran-academy/migrated-published',
      version: 1,
      modules: [expect.objectContaining({ title: 'Letters', orderNum: 1 })],
    });
    expect(publicCourse.body).not.toHaveProperty('calendlyUrl');
    for (const course of [published, draft]) {
      const adminCourse = await call('GET', `/api/admin/courses/${course.id}`, { token: admin });
      expect(adminCourse.status).toBe(200);
      expect(adminCourse.body.schedulingUrl).toBe(course.item.calendlyUrl);
      expect(adminCourse.body).not.toHaveProperty('calendlyUrl');
    }
    // The student's booking link is built on the migrated scheduling page.
    const student = await signUpStudent(call);
    const mine = await call('GET', `/api/me/courses/${published.id}`, { token: student.token });
    expect(mine.status).toBe(200);
    expect(mine.body.bookingUrl).toMatch(/^https:\/\/calendly\.com\/arabic-quran-academy\/migrated-published\?/);

    // A second run finds the migration recorded and changes nothing.
    const items = await Promise.all([published, draft, edited].map((course) => rawCourse(course.id)));
    const second = await runMigrationsHandler();
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(await Promise.all([published, draft, edited].map((course) => rawCourse(course.id)))).toEqual(items);
    expect(await migrationRecord(context(), SCHEDULING_URL_MIGRATION)).toEqual(record);
    // Run again without its record (as if a run died before recording it), it finds nothing to do.
    await forgetMigration(SCHEDULING_URL_MIGRATION);
    expect((await runMigrations(context())).applied).toEqual([{ id: SCHEDULING_URL_MIGRATION, changed: 0 }]);
    expect(await Promise.all([published, draft, edited].map((course) => rawCourse(course.id)))).toEqual(items);
  });

  it('gives the leads the previous version wrote a retention clock, but not the converted ones, once', async () => {
    const send = async (status: 'new' | 'converted') => {
      const lead = await call('POST', '/api/leads', {
        body: {
          fullName: 'Earlier Visitor',
          email: `earlier-${crypto.randomUUID()}@example.com`,
          phone: '',
          bookingType: 'trial',
          ...intakeAnswers,
        },
        headers: visitorHeaders(),
      });
      if (status === 'converted') {
        await call('PATCH', `/api/admin/leads/${lead.body.id}`, { token: admin, body: { status, version: 1 } });
      }
      // The lead item is as the previous version wrote it; that version had no clock.
      await db().send(new DeleteCommand({ TableName: tableName(), Key: retentionKey(lead.body.id) }));
      return lead.body.id as string;
    };
    const open = await send('new');
    const converted = await send('converted');
    await forgetMigration(LEAD_RETENTION_MIGRATION);

    const first = await runMigrationsHandler();
    expect(first.applied).toEqual([LEAD_RETENTION_MIGRATION]);
    const clock = (await db().send(new GetCommand({ TableName: tableName(), Key: retentionKey(open) }))).Item;
    const lead = (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `LEAD#${open}`, sk: 'LEAD' } })))
      .Item!;
    expect(clock).toMatchObject({ leadId: open, expiresAt: expiryOf(lead.createdAt) });
    expect(
      (await db().send(new GetCommand({ TableName: tableName(), Key: retentionKey(converted) }))).Item,
    ).toBeUndefined();
    // Again without its record: every clock is there already, nothing changes.
    await forgetMigration(LEAD_RETENTION_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([
      { id: LEAD_RETENTION_MIGRATION, changed: 0 },
    ]);
  });

  it('files the leads and students the previous version wrote for search, and nothing of an erased one', async () => {
    const family = `Qm${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const lead = await call('POST', '/api/leads', {
      body: {
        fullName: `Maryam ${family}`,
        email: `filed-${crypto.randomUUID()}@example.com`,
        phone: '',
        bookingType: 'trial',
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    const student = await signUpStudent(call, { fullName: `Amina ${family}` });
    const gone = await signUpStudent(call, { fullName: `Hafsa ${family}` });
    expect(
      (await call('POST', '/api/me/deletion', { token: gone.token, body: { confirmEmail: gone.email } })).status,
    ).toBe(204);
    // The previous version wrote no tokens: take away what this one wrote.
    const leadItem = (await db().send(new GetCommand({ TableName: tableName(), Key: Lead.leadKey(lead.body.id) })))
      .Item!;
    const studentItem = (
      await db().send(new GetCommand({ TableName: tableName(), Key: Student.studentKey(student.userId) }))
    ).Item!;
    for (const item of [
      ...Lead.unfileFromSearch(leadItem as never),
      ...Student.unfileFromSearch(studentItem as never),
    ]) {
      await db().send(new DeleteCommand(item.Delete!));
    }
    const search = async (list: 'leads' | 'students') =>
      (await call('GET', `/api/admin/${list}?q=${family}`, { token: admin })).body.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await search('leads')).toEqual([]);
    expect(await search('students')).toEqual([]);

    await forgetMigration(SEARCH_TOKENS_MIGRATION);
    const first = await runMigrationsHandler();
    expect(first.applied).toEqual([SEARCH_TOKENS_MIGRATION]);
    expect(await search('leads')).toEqual([lead.body.id]);
    expect(await search('students')).toEqual([student.userId]);
    // Again without its record: the same tokens put again, nothing else changes.
    await forgetMigration(SEARCH_TOKENS_MIGRATION);
    await runMigrations(context(), MIGRATIONS);
    expect(await search('students')).toEqual([student.userId]);
  });

  it('files the activity entries the previous version wrote under their admin and record, once', async () => {
    const earlier = await userWithGroup('admin');
    const adminId = decodeJwt(earlier.token).sub!;
    const courseId = await publishedCourse(call, earlier.token);
    const student = await signUpStudent(call);
    for (const amount of [2, -1]) {
      const adjusted = await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
        token: earlier.token,
        body: { courseId, amount, reason: 'Written by the previous version' },
      });
      expect(adjusted.status).toBe(200);
    }
    const byAdmin = async () =>
      (await call('GET', `/api/admin/activity?adminId=${adminId}`, { token: admin })).body.items.map(
        (entry: { id: string }) => entry.id,
      );
    const aboutStudent = async () =>
      (await call('GET', `/api/admin/activity?entityId=${student.userId}`, { token: admin })).body.items.map(
        (entry: { id: string }) => entry.id,
      );
    const written = await byAdmin();
    expect(written).toHaveLength(3);
    expect(await aboutStudent()).toEqual(written.slice(0, 2));
    // The previous version filed its entries by entity type only: take away the admin and record keys.
    const entries = (await call('GET', `/api/admin/activity?adminId=${adminId}`, { token: admin })).body.items;
    for (const entry of entries as { id: string; createdAt: string }[]) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: activityKey(entry.createdAt, entry.id),
          UpdateExpression: 'REMOVE gsi2pk, gsi2sk, gsi3pk, gsi3sk',
        }),
      );
    }
    expect(await byAdmin()).toEqual([]);
    expect(await aboutStudent()).toEqual([]);

    await forgetMigration(ACTIVITY_INDEXES_MIGRATION);
    const first = await runMigrationsHandler();
    expect(first.applied).toEqual([ACTIVITY_INDEXES_MIGRATION]);
    expect(await migrationRecord(context(), ACTIVITY_INDEXES_MIGRATION)).toMatchObject({ status: 'applied' });
    expect(await byAdmin()).toEqual(written);
    expect(await aboutStudent()).toEqual(written.slice(0, 2));
    // Again without its record: every entry is filed already, nothing changes.
    await forgetMigration(ACTIVITY_INDEXES_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([
      { id: ACTIVITY_INDEXES_MIGRATION, changed: 0 },
    ]);
    expect(await byAdmin()).toEqual(written);
  });

  it('gives the balances the previous version wrote their lots, replaying the ledger, and their money figures, once', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await signUpStudent(call);
    const month = new Date().toISOString().slice(0, 7);
    const report = async () =>
      (await call('GET', `/api/admin/reports/money?from=${month}&to=${month}`, { token: admin })).body;
    const before = await report();
    // What the previous version wrote: two approved purchases, their ledger, two bookings (one
    // canceled in time), a grant, a removal and a refund, and the balance they add up to.
    const base = Date.now() - 60_000;
    const at = (step: number) => new Date(base + step * 1_000).toISOString();
    const [first, second, lesson, returned] = Array.from({ length: 4 }, () => crypto.randomUUID());
    const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));
    for (const [id, sessionCount, priceCents, step] of [
      [first, 4, 10_000, 1],
      [second, 3, 6_000, 6],
    ] as const) {
      await put({
        pk: `REQUEST#${id}`,
        sk: 'REQUEST',
        type: 'package_request',
        id,
        studentId: student.userId,
        packageId: crypto.randomUUID(),
        packageName: `Old ${sessionCount}`,
        sessionCount,
        priceCents,
        courseId,
        courseTitle: 'Old course',
        status: 'approved',
        adminNotes: '',
        approvedAt: at(step),
        approvedBy: 'admin-of-the-previous-version',
        createdAt: at(step),
        updatedAt: at(step),
      });
    }
    const entries: [number, string, number, { packageRequestId?: string; bookingId?: string }][] = [
      [1, 'purchase', 4, { packageRequestId: first }],
      [2, 'booking', -1, { bookingId: lesson }],
      [3, 'booking', -1, { bookingId: returned }],
      [4, 'refund', 1, { bookingId: returned }],
      [5, 'adjustment', 2, {}],
      [6, 'purchase', 3, { packageRequestId: second }],
      [7, 'adjustment', -1, {}],
      [8, 'unused_refund', -2, { packageRequestId: second }],
    ];
    for (const [step, entryType, amount, refs] of entries) {
      const id = crypto.randomUUID();
      await put({
        pk: `LEDGER#${student.userId}`,
        sk: `${at(step)}#${id}`,
        type: 'ledger_entry',
        id,
        studentId: student.userId,
        courseId,
        entryType,
        amount,
        packageRequestId: refs.packageRequestId ?? null,
        bookingId: refs.bookingId ?? null,
        notes: 'Written by the previous version',
        createdAt: at(step),
        createdBy: 'admin-of-the-previous-version',
      });
    }
    for (const [id, status] of [
      [lesson, 'scheduled'],
      [returned, 'canceled'],
    ] as const) {
      await put({
        pk: `BOOKING#${id}`,
        sk: 'BOOKING',
        type: 'booking',
        id,
        studentId: student.userId,
        courseId,
        status,
        startTime: new Date(base + 5 * 86_400_000).toISOString(),
        endTime: new Date(base + 5 * 86_400_000 + 3_600_000).toISOString(),
        inviteeUri: `https://api.calendly.com/scheduled_events/OLD/invitees/${id}`,
        eventUri: 'https://api.calendly.com/scheduled_events/OLD',
        createdAt: at(2),
        updatedAt: at(2),
      });
    }
    await put({
      pk: `STUDENT#${student.userId}`,
      sk: `BALANCE#${courseId}`,
      type: 'balance',
      studentId: student.userId,
      courseId,
      sessionsRemaining: 5,
      topUps: 3,
      updatedAt: at(8),
    });
    expect((await auditLedger()).problems).toEqual([`${student.userId}/${courseId}: balance 5 but lots hold 0`]);

    await forgetMigration(CREDIT_LOTS_MIGRATION);
    const first_ = await runMigrationsHandler();
    expect(first_.applied).toEqual([CREDIT_LOTS_MIGRATION]);
    // Replayed: the first purchase lost 1 to the lesson, 1 to the correction (the oldest lot first),
    // and got back the canceled lesson's; the second lost 2 to the refund; the grant is untouched.
    const dashboard = (await call('GET', '/api/me/dashboard', { token: student.token })).body;
    const lots = dashboard.balances[0].lots as { id: string; kind: string; sessionsLeft: number }[];
    expect(
      lots.map((lot) => [
        lot.kind,
        lot.id === first ? 'first' : lot.id === second ? 'second' : 'grant',
        lot.sessionsLeft,
      ]),
    ).toEqual([
      ['purchase', 'first', 2],
      ['grant', 'grant', 2],
      ['purchase', 'second', 1],
    ]);
    expect(dashboard.balances[0].sessionsRemaining).toBe(5);
    const booking = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `BOOKING#${lesson}`, sk: 'BOOKING' }, ConsistentRead: true }),
    );
    expect(booking.Item!.lotId).toBe(first);
    expect((await auditLedger()).problems).toEqual([]);
    const after = await report();
    const delta = (name: string) => after.totals[name] - before.totals[name];
    expect({
      sold: delta('soldSessions'),
      soldCents: delta('soldCents'),
      used: delta('usedSessions'),
      usedCents: delta('usedCents'),
      returned: delta('returnedSessions'),
      granted: delta('grantedSessions'),
      removed: delta('removedSessions'),
      refunded: delta('refundedSessions'),
      refundedCents: delta('refundedCents'),
    }).toEqual({
      sold: 7,
      soldCents: 16_000,
      used: 2,
      usedCents: 5_000,
      returned: 1,
      granted: 2,
      removed: 1,
      refunded: 2,
      refundedCents: 4_000,
    });
    expect(after.owed.paidSessions - before.owed.paidSessions).toBe(3);
    expect(after.owed.paidCents - before.owed.paidCents).toBe(2 * 2_500 + 2_000);
    expect(after.owed.grantSessions - before.owed.grantSessions).toBe(2);

    // Again without its record: every lot, booking and figure is there already, nothing changes.
    await forgetMigration(CREDIT_LOTS_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([{ id: CREDIT_LOTS_MIGRATION, changed: 0 }]);
    expect((await report()).totals).toEqual(after.totals);
    expect((await report()).owed).toEqual(after.owed);
    // A booking made now takes from the migrated lots, in use order.
    const more = await call('POST', `/api/admin/students/${student.userId}/adjustments`, {
      token: admin,
      body: { courseId, amount: -2, reason: 'After the migration' },
    });
    expect(more.body).toEqual({ sessionsRemaining: 3 });
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('marks the requests the previous version left pending, so none of them can be asked for twice', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await signUpStudent(call);
    const pkg = await activePackage(2);
    const ask = () =>
      call('POST', '/api/me/package-requests', { token: student.token, body: { packageId: pkg.id, courseId } });
    expect((await ask()).status).toBe(201);
    // The previous version wrote no marker.
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: Student.pendingMarkerKey(student.userId, pendingKey(pkg.id, courseId)),
      }),
    );
    await forgetMigration(PENDING_MARKERS_MIGRATION);
    expect((await runMigrationsHandler()).applied).toEqual([PENDING_MARKERS_MIGRATION]);
    expect((await ask()).status).toBe(409);
    await forgetMigration(PENDING_MARKERS_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([
      { id: PENDING_MARKERS_MIGRATION, changed: 0 },
    ]);
  });

  it('makes every student the previous version wrote an account with one learner, themself, keeping every id', async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await studentWithSessions(call, admin, courseId, 3);
    const erased = await signUpStudent(call, { fullName: 'Erased Before Families' });
    expect(
      (await call('POST', '/api/me/deletion', { token: erased.token, body: { confirmEmail: erased.email } })).status,
    ).toBe(204);
    // What the previous version wrote: profiles without an account, and no account partition.
    for (const id of [student.userId, erased.userId]) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: Student.studentKey(id),
          UpdateExpression: 'REMOVE accountId, holderName',
        }),
      );
    }
    await db().send(new DeleteCommand({ TableName: tableName(), Key: accountKey(student.userId) }));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: learnerLinkKey(student.userId, student.userId) }));
    const profileOf = async (id: string) =>
      (await db().send(new GetCommand({ TableName: tableName(), Key: Student.studentKey(id), ConsistentRead: true })))
        .Item!;
    expect((await profileOf(student.userId)).accountId).toBeUndefined();

    await forgetMigration(FAMILY_ACCOUNTS_MIGRATION);
    expect((await runMigrationsHandler()).applied).toEqual([FAMILY_ACCOUNTS_MIGRATION]);
    expect(await profileOf(student.userId)).toMatchObject({ accountId: student.userId, holderName: 'Amina Yusuf' });
    // The erased profile names its account, and no account is made for it.
    expect(await profileOf(erased.userId)).toMatchObject({ accountId: erased.userId, holderName: 'Deleted student' });
    const erasedAccount = await db().send(new GetCommand({ TableName: tableName(), Key: accountKey(erased.userId) }));
    expect(erasedAccount.Item).toBeUndefined();

    const me = await call('GET', '/api/me', { token: student.token });
    expect(me.body.account).toEqual({ id: student.userId, fullName: 'Amina Yusuf', email: student.email, phone: '' });
    expect(me.body.learners.map((learner: { id: string }) => learner.id)).toEqual([student.userId]);
    // The balance, its lot and the booking reference already handed out are still the learner's.
    const booked = await deliver(
      call,
      inviteeCreated({
        seed: `migrated-${crypto.randomUUID()}`,
        name: 'Amina Yusuf',
        email: student.email,
        start: new Date(Date.now() + 3 * 86_400_000),
        tracking: portalTracking(student.userId, courseId),
      }),
    );
    expect(booked.body.outcome).toBe('booked');
    const dashboard = await call('GET', `/api/me/dashboard?learnerId=${student.userId}`, { token: student.token });
    expect(dashboard.body.balances).toEqual([expect.objectContaining({ courseId, sessionsRemaining: 2 })]);
    expect(dashboard.body.balances[0].lots).toEqual([expect.objectContaining({ sessionsLeft: 2 })]);
    expect((await auditLedger()).problems).toEqual([]);
    // A learner can now be added to the migrated account.
    const added = await call('POST', '/api/me/learners', {
      token: student.token,
      body: {
        fullName: 'Child Of Migrated',
        ageGroup: 'child',
        level: 'beginner',
        goals: ['Reading Quran'],
        motivation: 'Joins after the migration.',
      },
    });
    expect(added.status).toBe(201);

    await forgetMigration(FAMILY_ACCOUNTS_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([
      { id: FAMILY_ACCOUNTS_MIGRATION, changed: 0 },
    ]);
    expect((await call('GET', '/api/me', { token: student.token })).body.learners).toHaveLength(2);
  });

  it("files the bookings the previous version wrote in the school's calendar of lessons, once", async () => {
    const courseId = await publishedCourse(call, admin);
    const student = await studentWithSessions(call, admin, courseId, 2);
    const seed = `calendar-${crypto.randomUUID()}`;
    const start = new Date(Date.now() + 5 * 86_400_000);
    const booked = await deliver(
      call,
      inviteeCreated({
        seed,
        name: 'Amina Yusuf',
        email: student.email,
        start,
        tracking: portalTracking(student.userId, courseId),
      }),
    );
    expect(booked.body.outcome).toBe('booked');
    const id = bookingIdFor(inviteeUriOf(seed));
    // What the previous version wrote: no calendar keys, no tutor, no host.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(id),
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk, tutorId, hostEmail',
      }),
    );
    const range = `from=${encodeURIComponent(new Date(start.getTime() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(start.getTime() + 3_600_000).toISOString())}`;
    const calendar = () => call('GET', `/api/admin/lessons?${range}&courseId=${courseId}`, { token: admin });
    expect((await calendar()).body.items).toEqual([]);

    await forgetMigration(LESSON_CALENDAR_MIGRATION);
    expect((await runMigrationsHandler()).applied).toEqual([LESSON_CALENDAR_MIGRATION]);
    expect((await calendar()).body.items).toEqual([
      expect.objectContaining({ id, learnerName: 'Amina Yusuf', tutorId: null, state: 'upcoming' }),
    ]);
    // The learner's own list reads it as before, with no tutor yet.
    const mine = await call('GET', '/api/me/lessons', { token: student.token });
    expect(mine.body.items).toEqual([expect.objectContaining({ id, tutorName: null })]);

    await forgetMigration(LESSON_CALENDAR_MIGRATION);
    expect((await runMigrations(context(), MIGRATIONS)).applied).toEqual([
      { id: LESSON_CALENDAR_MIGRATION, changed: 0 },
    ]);
  });

  it('applies a migration once when two runs start at the same time', async () => {
    let runs = 0;
    const migration: Migration = {
      id: `test-concurrent-${crypto.randomUUID()}`,
      access: { queries: [], writes: [] },
      description: 'Counts its runs',
      async run() {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { changed: 1 };
      },
    };
    const reports = await Promise.all(
      Array.from({ length: 3 }, () => runMigrations(context(), [migration], { pollMs: 50 })),
    );
    expect(runs).toBe(1);
    expect(reports.flatMap((report) => report.applied)).toEqual([{ id: migration.id, changed: 1 }]);
    expect(reports.flatMap((report) => report.skipped)).toEqual([migration.id, migration.id]);
    expect(await migrationRecord(context(), migration.id)).toMatchObject({ status: 'applied', changed: 1 });
    await forgetMigration(migration.id);
  });

  it('stops at a failing migration, gives its claim back, and applies it on the next run', async () => {
    let fail = true;
    const later: string[] = [];
    const flaky: Migration = {
      id: `test-flaky-${crypto.randomUUID()}`,
      access: { queries: [], writes: [] },
      description: 'Fails once',
      async run() {
        if (fail) throw new Error('the table was not ready');
        return { changed: 0 };
      },
    };
    const next: Migration = {
      id: `test-next-${crypto.randomUUID()}`,
      access: { queries: [], writes: [] },
      description: 'Runs after the flaky one',
      async run() {
        later.push('ran');
        return { changed: 0 };
      },
    };
    await expect(runMigrations(context(), [flaky, next])).rejects.toThrow('the table was not ready');
    expect(await migrationRecord(context(), flaky.id)).toBeNull();
    expect(later).toEqual([]);
    fail = false;
    const report = await runMigrations(context(), [flaky, next]);
    expect(report.applied.map((applied) => applied.id)).toEqual([flaky.id, next.id]);
    expect(later).toEqual(['ran']);
    await forgetMigration(flaky.id);
    await forgetMigration(next.id);
  });
});
