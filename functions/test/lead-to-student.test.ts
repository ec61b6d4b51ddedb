import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { leadKey } from '../src/db/entities/lead';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';

const leadAnswers = {
  phone: '',
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Conversation'],
  why: 'Speaking with my grandparents.',
  schedule: ['Weekends'],
  bookingType: 'trial',
  consent: true,
};

describe('a lead becomes a student in one step', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
  });

  it('makes the account from the lead: its answers fill the profile, both link, and only once', async () => {
    const email = `convert-${crypto.randomUUID()}@example.com`;
    const lead = await call('POST', '/api/leads', {
      body: {
        fullName: 'عائشة محمود',
        email,
        phone: '+20 100 555 0101',
        ageGroup: 'teen',
        level: 'intermediate',
        goals: ['Quran/Reading', 'Conversation'],
        why: 'She wants to read the Quran with tajweed.',
        schedule: ['Weekends'],
        bookingType: 'trial',
        consent: true,
      },
      headers: visitorHeaders(),
    });
    expect(lead.status).toBe(201);
    const leadId = lead.body.id as string;
    const added = await call('POST', '/api/admin/students', {
      token: admin,
      body: { fullName: 'عائشة محمود', email, phone: '+20 100 555 0101', leadId },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      email,
      leadId,
      ageGroup: 'teen',
      level: 'intermediate',
      motivation: 'She wants to read the Quran with tajweed.',
      intakeCompleted: true,
    });
    expect(added.body.goals.length).toBeGreaterThan(0);
    const listed = await call('GET', `/api/admin/leads?q=${encodeURIComponent(email)}`, { token: admin });
    expect(listed.body.items[0]).toMatchObject({ id: leadId, studentId: added.body.id });
    const detail = await call('GET', `/api/admin/students/${added.body.id}`, { token: admin });
    expect(detail.body.profile.leadId).toBe(leadId);

    // A second account from the same lead is refused before any account is made.
    const again = await call('POST', '/api/admin/students', {
      token: admin,
      body: { fullName: 'Aisha M', email: `other-${crypto.randomUUID()}@example.com`, leadId },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: 'This lead already has a student account.' } },
    });
    const unknown = await call('POST', '/api/admin/students', {
      token: admin,
      body: {
        fullName: 'Nobody Here',
        email: `nobody-${crypto.randomUUID()}@example.com`,
        leadId: crypto.randomUUID(),
      },
    });
    expect(unknown).toMatchObject({ status: 400, body: { error: { message: 'Lead not found' } } });
    const notUuid = await call('POST', '/api/admin/students', {
      token: admin,
      body: { fullName: 'Nobody Here', email: `nobody-${crypto.randomUUID()}@example.com`, leadId: 'lead-1' },
    });
    expect(notUuid.status).toBe(400);

    // The account deleted at the family's request: the lead it came from is erased with it, even
    // under another address, and the erased account cannot be made active again.
    const typedElsewhere = await call('POST', '/api/leads', {
      body: { ...leadAnswers, fullName: 'Yusuf Karim', email: `yusuf-${crypto.randomUUID()}@example.com` },
      headers: visitorHeaders(),
    });
    const yusuf = await call('POST', '/api/admin/students', {
      token: admin,
      body: {
        fullName: 'Yusuf Karim',
        email: `yusuf.k-${crypto.randomUUID()}@example.com`,
        leadId: typedElsewhere.body.id,
      },
    });
    expect(yusuf.status).toBe(201);
    const erased = await call('POST', `/api/admin/students/${yusuf.body.id}/deletion`, {
      token: superAdmin,
      body: { confirmEmail: yusuf.body.email },
    });
    expect(erased.status).toBe(204);
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: leadKey(typedElsewhere.body.id) })))
      .Item!;
    expect(stored).toMatchObject({ email: '', why: '' });
    expect(stored.fullName).not.toBe('Yusuf Karim');
    const revived = await call('PATCH', `/api/admin/students/${yusuf.body.id}`, {
      token: admin,
      body: { status: 'active', version: 1 },
    });
    expect(revived.status).toBe(404);
  });
});
