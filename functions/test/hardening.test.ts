import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { db } from '../src/db/client';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';
import { startWellInsideRateWindow } from './support/rate-window';

const lead = {
  fullName: 'Sara Ali',
  email: 'sara@example.com',
  ...intakeAnswers,
};

describe('inputs that used to give 500, and cross-site form posts', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  let mock: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    mock?.restore();
    mock = undefined;
  });

  it('refuses made-up or foreign cursors with 400', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      'not-base64-json',
      encode({ pk: 'COURSE#x' }),
      encode({ pk: 'COURSE#x', sk: 'COURSE', extra: 'x' }),
      encode({ pk: 'LEAD#1', sk: 'LEAD', gsi2pk: 'LEADS#new', gsi2sk: 'x' }),
      encode({ pk: 'COURSE#x', sk: 'COURSE', gsi2pk: 'PUBLISHED_COURSES', gsi2sk: 1 }),
    ];
    for (const cursor of cursors) {
      const answer = await call('GET', `/api/courses?cursor=${encodeURIComponent(cursor)}`);
      expect(answer, cursor).toMatchObject({ status: 400, body: { error: { message: 'Invalid cursor' } } });
    }
    // A real cursor works for its own list and nowhere else.
    for (const email of ['one@example.com', 'two@example.com']) {
      await call('POST', '/api/leads', { body: { ...lead, email }, headers: visitorHeaders() });
    }
    const first = await call('GET', '/api/admin/leads?limit=1', { token: admin });
    const next = first.body.nextCursor as string;
    expect((await call('GET', `/api/admin/leads?limit=1&cursor=${next}`, { token: admin })).status).toBe(200);
    expect((await call('GET', `/api/courses?cursor=${next}`)).status).toBe(400);
    expect((await call('GET', `/api/admin/leads?status=lost&cursor=${next}`, { token: admin })).status).toBe(400);
  });

  it('refuses a course update naming the same module twice', async () => {
    const created = await call('POST', '/api/admin/courses', {
      token: admin,
      body: {
        title: 'Duplicate Modules',
        shortDescription: 'A course for a test of modules.',
        description: 'A course that exists only for a test of module ids.',
        category: 'Tests',
        whatYouWillLearn: ['One thing'],
        modules: [{ title: 'One', description: 'First' }],
      },
    });
    const moduleId = created.body.modules[0].id;
    const update = await call('PUT', `/api/admin/courses/${created.body.id}`, {
      token: admin,
      body: {
        title: 'Duplicate Modules',
        shortDescription: 'A course for a test of modules.',
        description: 'A course that exists only for a test of module ids.',
        category: 'Tests',
        whatYouWillLearn: ['One thing'],
        version: created.body.version,
        modules: [
          { id: moduleId, title: 'One', description: 'First' },
          { id: moduleId, title: 'Again', description: 'Same id' },
        ],
      },
    });
    expect(update).toMatchObject({ status: 400, body: { error: { message: 'Each module may appear only once' } } });
  });

  it('does not call a database outage "Course not found" when a lead names a course', async () => {
    mock = mockClient(db());
    mock.on(QueryCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    const answer = await call('POST', '/api/leads', {
      body: { ...lead, courseId: crypto.randomUUID() },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(500);
    expect(answer.body.error.message).not.toContain('Course');
  });

  it('takes public forms only as JSON and only from this site', async () => {
    const plain = await fetchRaw(call, '/api/leads', JSON.stringify(lead), { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    const crossSite = await call('POST', '/api/contact', {
      body: { name: 'Sara Ali', email: 'sara@example.com', message: 'Hello' },
      headers: { ...visitorHeaders(), 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await call('POST', '/api/contact', {
      body: { name: 'Sara Ali', email: 'sara@example.com', message: 'Hello' },
      headers: { ...visitorHeaders(), 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one caller', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    // Windows are whole minutes: start the burst well inside one so it cannot straddle two.
    await startWellInsideRateWindow();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const answer = await call('POST', '/api/contact', {
        body: { name: 'Sara Ali', email: 'sara@example.com', message: 'Hello' },
        headers: { [VIEWER_IP_HEADER]: `${prefix}:${i.toString(16)}:0:0:${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

/** A POST with a body and headers exactly as given (the test client always sends JSON). */
async function fetchRaw(
  call: ReturnType<typeof useGateway>,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  return call('POST', path, { rawBody: body, headers: { ...visitorHeaders(), ...headers } });
}
