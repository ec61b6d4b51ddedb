import { beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as Packages from '../src/core/packages/packages';
import { db, tableName } from '../src/db/client';
import { useGateway, userWithGroup } from './support/gateway';

const validCourse = {
  title: 'Tajweed Foundations',
  shortDescription: 'Recite with the rules applied correctly.',
  description: 'A structured path through the rules of Tajweed with guided practice.',
  level: 'beginner',
  category: 'Quranic Arabic',
  whatYouWillLearn: ['Makharij', '  ', 'Noon Sakinah rules'],
  whoIsThisFor: 'Anyone who reads Arabic script.',
  coverPhoto: '/images/courses/quran-tajweed.svg',
  isPublished: false,
  modules: [
    { title: 'First module', description: 'Letters and sounds' },
    { title: 'Half module', description: '' },
    { title: 'Second module', description: 'Joining letters' },
  ],
};

async function activityFor(entityId: string) {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'entityId = :id',
      ExpressionAttributeValues: { ':pk': 'ACTIVITY', ':id': entityId },
    }),
  );
  return (answer.Items ?? []).map((item) => item.action as string);
}

describe('courses: admin management and the public catalogue', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });

  it('rejects each invalid field with the spec message and writes nothing', async () => {
    const before = (await call('GET', '/api/admin/courses', { token: admin })).body.items.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
      [{ shortDescription: 'too short' }, 'shortDescription', 'Short description must be at least 10 characters'],
      [{ description: 'not twenty chars' }, 'description', 'Description must be at least 20 characters'],
      [{ category: '   ' }, 'category', 'Category is required'],
      [{ whatYouWillLearn: ['', '  '] }, 'whatYouWillLearn', 'Add at least one learning outcome'],
      [{ coverPhoto: 'not a url' }, 'coverPhoto', 'Must be a valid URL'],
      [{ coverPhoto: 'javascript:alert(1)' }, 'coverPhoto', 'Must be a valid URL'],
      [{ level: 'expert' }, 'level', 'Level must be beginner, intermediate or advanced'],
    ];
    for (const [override, field, message] of cases) {
      const answer = await call('POST', '/api/admin/courses', { token: admin, body: { ...validCourse, ...override } });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.message).toBe(message);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    const unknown = await call('POST', '/api/admin/courses', { token: admin, body: { ...validCourse, price: 10 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown field: price');
    expect((await call('GET', '/api/admin/courses', { token: admin })).body.items.length).toBe(before);
  });

  it('answers 400 to bad JSON and 413 to a body over 64 KiB', async () => {
    const bad = await call('POST', '/api/admin/courses', { token: admin, rawBody: '{"title": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    const huge = await call('POST', '/api/admin/courses', {
      token: admin,
      body: { ...validCourse, description: 'x'.repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('creates, publishes, edits and deletes a course; visitors see exactly the published state', async () => {
    const created = await call('POST', '/api/admin/courses', { token: admin, body: validCourse });
    expect(created.status).toBe(201);
    const course = created.body;
    expect(course.whatYouWillLearn).toEqual(['Makharij', 'Noon Sakinah rules']);
    expect(course.modules.map((m: { title: string; orderNum: number }) => [m.orderNum, m.title])).toEqual([
      [1, 'First module'],
      [2, 'Second module'],
    ]);

    // A draft is invisible to visitors.
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}`)).body.error.message).toBe('Course not found');
    expect((await call('GET', '/api/courses')).body.items.map((c: { id: string }) => c.id)).not.toContain(course.id);

    // Publish, reorder modules (second first), drop one, add one.
    const [first, second] = course.modules;
    const updated = await call('PUT', `/api/admin/courses/${course.id}`, {
      token: admin,
      body: {
        ...validCourse,
        version: course.version,
        level: 'intermediate',
        isPublished: true,
        modules: [
          { id: second.id, title: 'Second module', description: 'Joining letters' },
          { title: 'New module', description: 'Reading practice' },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const detail = await call('GET', `/api/courses/${course.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.modules).toEqual([
      { id: second.id, title: 'Second module', description: 'Joining letters', orderNum: 1 },
      { id: expect.any(String), title: 'New module', description: 'Reading practice', orderNum: 2 },
    ]);
    expect(detail.body.modules.map((m: { id: string }) => m.id)).not.toContain(first.id);

    const listed = await call('GET', '/api/courses?level=intermediate');
    expect(listed.body.items.map((c: { id: string }) => c.id)).toContain(course.id);
    const beginners = await call('GET', '/api/courses?level=beginner');
    expect(beginners.body.items.map((c: { id: string }) => c.id)).not.toContain(course.id);
    expect((await call('GET', '/api/courses?level=expert')).status).toBe(400);

    const adminList = await call('GET', '/api/admin/courses?published=true&q=tajweed', { token: admin });
    expect(adminList.body.items).toEqual([expect.objectContaining({ id: course.id, moduleCount: 2 })]);
    const drafts = await call('GET', '/api/admin/courses?published=false&q=TAJWEED', { token: admin });
    expect(drafts.body.items).toEqual([]);

    // Unpublish: visitors get 404 at once.
    await call('PUT', `/api/admin/courses/${course.id}`, {
      token: admin,
      body: { ...validCourse, isPublished: false, version: updated.body.version },
    });
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(404);

    expect((await call('DELETE', `/api/admin/courses/${course.id}`, { token: admin })).status).toBe(204);
    expect((await call('GET', `/api/admin/courses/${course.id}`, { token: admin })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/courses/${course.id}`, { token: admin })).status).toBe(404);
    expect(
      (await call('PUT', `/api/admin/courses/${course.id}`, { token: admin, body: { ...validCourse, version: 3 } }))
        .status,
    ).toBe(404);

    const left = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `COURSE#${course.id}` },
      }),
    );
    expect(left.Items).toEqual([]);
    expect((await activityFor(course.id)).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('refuses an edit based on a stale copy (409) instead of overwriting the other admin', async () => {
    const created = await call('POST', '/api/admin/courses', { token: admin, body: validCourse });
    expect(created.body.version).toBe(1);
    // Two admins open version 1 and both save: exactly one edit lands, the other is told to reload.
    const edits = await Promise.all(
      ['Edited by Amina', 'Edited by Bilal'].map((title) =>
        call('PUT', `/api/admin/courses/${created.body.id}`, {
          token: admin,
          body: { ...validCourse, title, version: 1 },
        }),
      ),
    );
    expect(edits.map((edit) => edit.status).sort()).toEqual([200, 409]);
    const refused = edits.find((edit) => edit.status === 409)!;
    expect(refused.body.error.message).toBe(
      'Someone else saved this course after you opened it. Close it, open it again to see their changes, and redo yours.',
    );
    const kept = edits.find((edit) => edit.status === 200)!;
    const stored = await call('GET', `/api/admin/courses/${created.body.id}`, { token: admin });
    expect(stored.body).toMatchObject({ title: kept.body.title, version: 2 });
    // A later edit of the old copy is refused too; one of the new copy goes through.
    const late = await call('PUT', `/api/admin/courses/${created.body.id}`, {
      token: admin,
      body: { ...validCourse, title: 'Late edit', version: 1 },
    });
    expect(late.status).toBe(409);
    const fresh = await call('PUT', `/api/admin/courses/${created.body.id}`, {
      token: admin,
      body: { ...validCourse, title: 'Fresh edit', version: 2 },
    });
    expect(fresh.body).toMatchObject({ title: 'Fresh edit', version: 3 });
  });

  it('pages through published courses newest first with a cursor', async () => {
    const ids: string[] = [];
    for (const title of ['Paging One', 'Paging Two', 'Paging Three']) {
      const answer = await call('POST', '/api/admin/courses', {
        token: admin,
        body: { ...validCourse, title, isPublished: true },
      });
      ids.push(answer.body.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = await call('GET', `/api/courses${query}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((c: { id: string }) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    const order = ids.map((id) => seen.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect((await call('GET', '/api/courses?cursor=garbage')).status).toBe(400);
    expect((await call('GET', '/api/courses?limit=0')).status).toBe(400);
  });

  it('lists only active packages, by session count, with prices in dollars', async () => {
    const big = await Packages.create({
      name: 'Big',
      description: 'Twelve',
      priceCents: 24000,
      sessionCount: 12,
      isActive: true,
    });
    const small = await Packages.create({
      name: 'Small',
      description: 'Two',
      priceCents: 5050,
      sessionCount: 2,
      isActive: true,
    });
    const hidden = await Packages.create({
      name: 'Old',
      description: 'Retired',
      priceCents: 100,
      sessionCount: 5,
      isActive: false,
    });
    const answer = await call('GET', '/api/packages');
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(small.id)).toBeLessThan(ids.indexOf(big.id));
    expect(answer.body.items.find((p: { id: string }) => p.id === small.id)).toEqual({
      id: small.id,
      name: 'Small',
      description: 'Two',
      priceUsd: 50.5,
      validityDays: null,
      sessionCount: 2,
      isActive: true,
      version: 0,
    });
  });
});
