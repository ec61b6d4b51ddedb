import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_RETENTION_DAYS } from '@app/shared/privacy';
import { expireRetentionClocks } from '../../infra/local/worker-relays';
import { db, tableName } from '../src/db/client';
import { leadKey } from '../src/db/entities/lead';
import { retentionKey } from '../src/db/entities/lead-retention';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';

const DAY = 86_400;

async function clockOf(leadId: string) {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: retentionKey(leadId), ConsistentRead: true }),
  );
  return answer.Item;
}

/** Makes a lead look sent `days` ago, and its clock run out (what a year of waiting does). */
async function age(leadId: string, days: number) {
  const sentAt = new Date(Date.now() - days * DAY * 1000).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: leadKey(leadId),
      UpdateExpression: 'SET createdAt = :sentAt',
      ExpressionAttributeValues: { ':sentAt': sentAt },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: retentionKey(leadId),
      UpdateExpression: 'SET expiresAt = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
    }),
  );
}

describe('lead retention', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  const newLead = async () => {
    const answer = await call('POST', '/api/leads', {
      body: {
        fullName: 'Retained Visitor',
        email: `retained-${crypto.randomUUID()}@example.com`,
        phone: '',
        bookingType: 'trial',
        ...intakeAnswers,
      },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  const dashboardLeads = async () => (await call('GET', '/api/admin/dashboard', { token: admin })).body.leads;
  /** A status change by the team, against the lead's version now. */
  const setStatus = async (leadId: string, status: string) => {
    const version = ((await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(leadId) }))).Item!
      .version ?? 0) as number;
    return call('PATCH', `/api/admin/leads/${leadId}`, { token: admin, body: { status, version } });
  };

  it(`gives every new lead a TTL clock of ${LEAD_RETENTION_DAYS} days from when it was sent`, async () => {
    const leadId = await newLead();
    const lead = (await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(leadId) }))).Item!;
    const clock = await clockOf(leadId);
    expect(clock).toMatchObject({ type: 'lead_retention', leadId });
    const sent = Math.floor(new Date(lead.createdAt).getTime() / 1000);
    expect(clock!.expiresAt).toBe(sent + LEAD_RETENTION_DAYS * DAY);
  });

  it('stops the clock when the lead is converted, and starts it again if it is moved back', async () => {
    const leadId = await newLead();
    expect((await setStatus(leadId, 'converted')).status).toBe(200);
    expect(await clockOf(leadId)).toBeUndefined();
    expect((await setStatus(leadId, 'contacted')).status).toBe(200);
    expect(await clockOf(leadId)).toMatchObject({ leadId });
  });

  it('deletes an unconverted lead whose clock ran out, with exact counters and a log entry naming nobody', async () => {
    const expired = await newLead();
    const kept = await newLead();
    await age(expired, LEAD_RETENTION_DAYS + 1);
    const before = await dashboardLeads();
    expect(await expireRetentionClocks()).toBeGreaterThanOrEqual(1);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(expired) }))).Item).toBeUndefined();
    expect(await clockOf(expired)).toBeUndefined();
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(kept) }))).Item).toBeDefined();
    const after = await dashboardLeads();
    expect(after).toEqual({ ...before, total: before.total - 1, new: before.new - 1 });
    const activity = await call('GET', '/api/admin/activity?entityType=lead', { token: admin });
    const entry = activity.body.items.find((item: { entityId: string }) => item.entityId === expired);
    expect(entry).toMatchObject({ action: 'delete', details: { reason: 'retention period over' } });
    expect(JSON.stringify(entry)).not.toContain('Retained Visitor');
  });

  it('keeps a converted lead, and a lead younger than the period, whatever a stray clock says', async () => {
    const converted = await newLead();
    const young = await newLead();
    await age(young, 10);
    await age(converted, LEAD_RETENTION_DAYS + 1);
    // Converted after its clock was aged: the clock goes with the conversion, but even a clock left
    // behind (a race) would not delete it.
    expect((await setStatus(converted, 'converted')).status).toBe(200);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: retentionKey(converted),
        UpdateExpression: 'SET expiresAt = :past, leadId = :id',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60, ':id': converted },
      }),
    );
    await expireRetentionClocks();
    for (const leadId of [converted, young]) {
      expect((await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(leadId) }))).Item).toBeDefined();
    }
  });
});
