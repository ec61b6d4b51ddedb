import { beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { leadKey } from '../src/db/entities/lead';
import { migrationKey, runMigrations } from '../src/db/migrations/runner';
import { MIGRATIONS } from '../src/db/migrations/migrations';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';

const STALE = 'Someone else changed this lead meanwhile: reload to see it. What you typed is kept.';

describe("a lead's saves and contact history", () => {
  const call = useGateway();
  let admin: string;
  let colleague: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    colleague = (await userWithGroup('admin')).token;
  });
  const newLead = async () => {
    const answer = await call('POST', '/api/leads', {
      body: {
        fullName: 'Yusuf Rahman',
        email: `history-${crypto.randomUUID()}@example.com`,
        phone: '',
        bookingType: 'trial',
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    return answer.body.id as string;
  };
  const save = (token: string, id: string, body: Record<string, unknown>) =>
    call('PATCH', `/api/admin/leads/${id}`, { token, body });
  const history = async (id: string) =>
    (await call('GET', `/api/admin/leads/${id}/notes`, { token: admin })).body.items;

  it('refuses a save made from a stale copy, writes nothing, and keeps every note with its author', async () => {
    const id = await newLead();
    // Both admins opened the lead at version 1.
    const first = await save(admin, id, {
      status: 'contacted',
      note: 'Called, she will book on Saturday.',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'contacted', version: 2, notes: 'Called, she will book on Saturday.' });
    const stale = await save(colleague, id, { status: 'lost', note: 'No answer.', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STALE);
    const list = await call('GET', `/api/admin/leads?q=${encodeURIComponent('Yusuf Rahman')}&limit=100`, {
      token: admin,
    });
    expect(list.body.items.find((lead: { id: string }) => lead.id === id)).toMatchObject({
      status: 'contacted',
      version: 2,
    });

    // Informed by the reload, the colleague saves again against version 2: both notes stay.
    expect((await save(colleague, id, { note: 'Booked for Saturday 10:00.', version: 2 })).status).toBe(200);
    const entries = await history(id);
    expect(entries.map((entry: { text: string }) => entry.text)).toEqual([
      'Booked for Saturday 10:00.',
      'Called, she will book on Saturday.',
    ]);
    expect(entries[1]).toMatchObject({
      statusChange: { from: 'new', to: 'contacted' },
      by: { name: expect.any(String) },
    });
    expect(entries[0].statusChange).toBeNull();
    expect(entries[0].by.id).not.toBe(entries[1].by.id);
  });

  it('refuses a save without a version, or with nothing to save', async () => {
    const id = await newLead();
    expect((await save(admin, id, { status: 'contacted' })).status).toBe(400);
    const empty = await save(admin, id, { note: '  ', version: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Choose a status or write a note');
    expect(await history(id)).toEqual([]);
  });

  it('reads a lead the previous version wrote (no version) as version 0, and its notes as the first entry', async () => {
    const id = await newLead();
    // As the previous version left it: no version, its notes in one field.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: leadKey(id),
        UpdateExpression: 'SET notes = :notes REMOVE #version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':notes': 'Prefers evening lessons.' },
      }),
    );
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKey('0004-lead-notes-history') }));
    await runMigrations({ db: db(), tableName: tableName() }, MIGRATIONS);
    expect(await history(id)).toEqual([expect.objectContaining({ by: null, text: 'Prefers evening lessons.' })]);
    expect((await save(admin, id, { status: 'contacted', version: 1 })).status).toBe(409);
    expect((await save(admin, id, { status: 'contacted', version: 0 })).body).toMatchObject({ version: 1 });
  });

  it("deletes a lead's history with the lead", async () => {
    const id = await newLead();
    await save(admin, id, { note: 'Asked about fees.', version: 1 });
    const superAdmin = (await userWithGroup('super_admin')).token;
    expect((await call('DELETE', `/api/admin/leads/${id}`, { token: superAdmin })).status).toBe(204);
    const left = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': leadKey(id).pk },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});
