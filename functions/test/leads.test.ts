import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { sentMail, useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { startWellInsideRateWindow } from './support/rate-window';

const intake = {
  fullName: 'Maryam Khan',
  email: 'Maryam.Khan@Example.com',
  phone: '+44 20 7946 0000',
  ageGroup: 'adult',
  level: 'beginner',
  goals: ['Conversation', 'Quran/Reading'],
  why: 'I want to read the Quran with my children.',
  schedule: ['Weekends'],
  consent: true,
};

describe('POST /api/leads and the leads list', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });

  async function leadsMatching(q: string) {
    return (await call('GET', `/api/admin/leads?q=${encodeURIComponent(q)}`, { token: admin })).body.items;
  }

  it('stores a trial lead as new and mails the team and the visitor', async () => {
    const email = `trial-${crypto.randomUUID()}@example.com`;
    const answer = await call('POST', '/api/leads', { body: { ...intake, email }, headers: visitorHeaders() });
    expect(answer.status).toBe(201);
    const [lead] = await leadsMatching(email);
    expect(lead).toMatchObject({
      id: answer.body.id,
      fullName: 'Maryam Khan',
      email,
      status: 'new',
      bookingType: 'trial',
      courseId: null,
      goals: ['Conversation', 'Quran/Reading'],
      schedule: ['Weekends'],
    });
    const mails = await sentMail();
    const team = mails.find(
      (mail) => mail.subject === 'New free trial lead: Maryam Khan' && mail.body.text?.includes(email),
    );
    expect(team?.destination.to).toEqual(['team@tutoring.local']);
    expect(team?.body.text).toContain('I want to read the Quran with my children.');
    const visitor = mails.find((mail) => mail.destination.to.includes(email));
    expect(visitor?.subject).toBe('We received your request');
    // Anyone can type any address: the visitor's mail echoes nothing they typed.
    expect(visitor?.body.text).not.toContain('Maryam');
    expect(visitor?.body.text).not.toContain('children');
  });

  it('keeps a paid lead for a published course, and refuses an unknown course', async () => {
    const course = await call('POST', '/api/admin/courses', {
      token: admin,
      body: {
        title: 'Lead Course',
        shortDescription: 'For the leads test.',
        description: 'A published course used by the leads test.',
        category: 'Test',
        whatYouWillLearn: ['x'],
        isPublished: true,
      },
    });
    const email = `paid-${crypto.randomUUID()}@example.com`;
    const paid = await call('POST', '/api/leads', {
      body: { ...intake, email, bookingType: 'paid', courseId: course.body.id },
      headers: visitorHeaders(),
    });
    expect(paid.status).toBe(201);
    expect((await leadsMatching(email))[0]).toMatchObject({ bookingType: 'paid', courseId: course.body.id });
    const unknown = await call('POST', '/api/leads', {
      body: { ...intake, email: `x-${email}`, courseId: crypto.randomUUID() },
      headers: visitorHeaders(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Course not found');
    expect(await leadsMatching(`x-${email}`)).toEqual([]);
  });

  it('rejects each invalid field with the spec message and stores nothing', async () => {
    const email = `invalid-${crypto.randomUUID()}@example.com`;
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: ' A ' }, 'Name is required'],
      [{ email: 'not-an-email' }, 'Invalid email'],
      [{ phone: '1'.repeat(21) }, 'Phone must be at most 20 characters'],
      [{ ageGroup: 'child' }, 'Age group is required'],
      [{ level: undefined }, 'Level is required'],
      [{ goals: [] }, 'Select at least one goal'],
      [{ why: 'too short' }, 'Please provide more detail'],
      [{ schedule: [] }, 'Select at least one time slot'],
      [{ consent: false }, 'Consent is required'],
    ];
    for (const [override, message] of cases) {
      const answer = await call('POST', '/api/leads', {
        body: { ...intake, email, ...override },
        headers: visitorHeaders(),
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect(await leadsMatching(email)).toEqual([]);
  });

  it('drops what a bot puts in the honeypot without storing it', async () => {
    const email = `bot-${crypto.randomUUID()}@example.com`;
    const answer = await call('POST', '/api/leads', {
      body: { ...intake, email, website: 'http://spam.example' },
      headers: visitorHeaders(),
    });
    expect(answer.status).toBe(201);
    expect(await leadsMatching(email)).toEqual([]);
  });

  it('answers 429 after 10 submissions a minute from one address', async () => {
    // Windows are whole minutes: start the burst well inside one so it cannot straddle two.
    await startWellInsideRateWindow();
    const headers = visitorHeaders();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await call('POST', '/api/leads', {
        body: { ...intake, email: `burst-${i}-${crypto.randomUUID()}@example.com` },
        headers,
      });
      statuses.push(answer.status);
      if (i === 10) expect(answer.body.error.message).toBe('Too many requests. Please wait a minute and try again.');
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another address is not affected.
    const other = await call('POST', '/api/leads', {
      body: { ...intake, email: 'other@example.com' },
      headers: visitorHeaders(),
    });
    expect(other.status).toBe(201);
  });

  it('lists leads newest first, by status, by search, a page at a time', async () => {
    // Starts with a letter: a search of digits alone is a phone number search.
    const tag = `p${crypto.randomUUID().slice(0, 7)}`;
    for (const n of [1, 2, 3]) {
      await call('POST', '/api/leads', {
        body: { ...intake, fullName: `Paging ${tag} ${n}`, email: `paging-${n}-${tag}@example.com` },
        headers: visitorHeaders(),
      });
    }
    const first = await call('GET', `/api/admin/leads?q=${tag}&limit=2`, { token: admin });
    expect(first.status).toBe(200);
    const seen = first.body.items.map((lead: { fullName: string }) => lead.fullName);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await call('GET', `/api/admin/leads?q=${tag}&limit=2&cursor=${cursor}`, { token: admin });
      seen.push(...page.body.items.map((lead: { fullName: string }) => lead.fullName));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual([`Paging ${tag} 3`, `Paging ${tag} 2`, `Paging ${tag} 1`]);
    const byStatus = await call('GET', `/api/admin/leads?status=new&q=${tag.toUpperCase()}&limit=100`, {
      token: admin,
    });
    expect(byStatus.body.items).toHaveLength(3);
    const none = await call('GET', `/api/admin/leads?status=lost&q=${tag}&limit=100`, { token: admin });
    expect(none.body.items).toEqual([]);
    expect((await call('GET', '/api/admin/leads?status=maybe', { token: admin })).status).toBe(400);
  });

  describe('when SES is down', () => {
    // Created here, not at file load, so the other tests in this file send to the real emulator.
    let ses: ReturnType<typeof mockClient>;
    beforeAll(() => {
      ses = mockClient(SESClient);
    });
    afterEach(() => ses.reset());
    afterAll(() => ses.restore());

    it('still stores the lead and answers 201', async () => {
      ses.on(SendEmailCommand).rejects(new Error('Service unavailable'));
      const email = `ses-down-${crypto.randomUUID()}@example.com`;
      const answer = await call('POST', '/api/leads', { body: { ...intake, email }, headers: visitorHeaders() });
      expect(answer.status).toBe(201);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
      expect((await leadsMatching(email))[0]).toMatchObject({ id: answer.body.id, status: 'new' });
    });
  });
});
