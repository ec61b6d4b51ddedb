import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { leadKey } from '../src/db/entities/lead';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';

describe('what waits for the team, on the dashboard', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  const dashboard = async () => (await call('GET', '/api/admin/dashboard', { token: admin })).body;

  it('counts the leads still new a day after they came in, and forgets one once contacted', async () => {
    const before = (await dashboard()).staleNewLeads;
    const sent = await call('POST', '/api/leads', {
      body: {
        fullName: 'Idris Okafor',
        email: `waiting-${crypto.randomUUID()}@example.com`,
        phone: '',
        bookingType: 'trial',
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    const id = sent.body.id as string;
    // Fresh: not waiting yet.
    expect((await dashboard()).staleNewLeads).toBe(before);
    // As if it came in two days ago (its place in the new-leads list is when it came in).
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: leadKey(id),
        UpdateExpression: 'SET gsi2sk = :sk',
        ExpressionAttributeValues: { ':sk': `${twoDaysAgo}#${id}` },
      }),
    );
    expect((await dashboard()).staleNewLeads).toBe(before + 1);
    await call('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'contacted', version: 1 } });
    expect((await dashboard()).staleNewLeads).toBe(before);
  });

  it('counts the pending refund requests as their list holds them', async () => {
    let listed = 0;
    let cursor: string | null = null;
    do {
      const page: { body: { items: unknown[]; nextCursor: string | null } } = await call(
        'GET',
        `/api/admin/refund-requests?status=pending&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin },
      );
      listed += page.body.items.length;
      cursor = page.body.nextCursor;
    } while (cursor);
    expect((await dashboard()).pendingRefunds).toBe(listed);
  });
});
