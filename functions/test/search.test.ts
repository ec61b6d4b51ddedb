import { beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PREFIX_LENGTH } from '@app/shared/search/search-terms';
import { db, tableName } from '../src/db/client';
import * as Lead from '../src/db/entities/lead';
import { useGateway, userWithGroup, visitorHeaders } from './support/gateway';
import { intakeAnswers } from './support/lead-fixtures';
import { signUpStudent } from './support/student-fixtures';

type Call = ReturnType<typeof useGateway>;
const unique = () => crypto.randomUUID().slice(0, 8);
/** A surname no other test uses, of letters only (a search word is letters and digits). */
const surname = () => `Q${[...unique()].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('')}`;

async function sendLead(call: Call, lead: { fullName: string; email: string; phone?: string }) {
  const answer = await call('POST', '/api/leads', {
    body: { phone: '', bookingType: 'trial', ...intakeAnswers, ...lead },
    headers: visitorHeaders(),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

/**
 * `count` leads filed under the same first name as `name`, newer than everything, written as the
 * application files them (the lead's own tokens), straight to the table: so many through the API
 * would take minutes. Only the tokens are written: a search reads them and no lead item.
 */
async function fileNewerNamesakes(firstName: string, count: number) {
  const createdAt = new Date(Date.now() + 60_000).toISOString();
  const tokens = Array.from({ length: count }, (_, index) =>
    Lead.fileForSearch({
      id: crypto.randomUUID(),
      createdAt,
      status: 'new',
      fullName: `${firstName} Namesake${index}`,
      email: `namesake${index}@example.org`,
      phone: null,
    }).filter((item) => (item.Put!.Item!.pk as string).endsWith(`#${firstName.toLowerCase().slice(0, PREFIX_LENGTH)}`)),
  ).flat();
  for (let start = 0; start < tokens.length; start += 25) {
    const batch = tokens.slice(start, start + 25).map((item) => ({ PutRequest: { Item: item.Put!.Item! } }));
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
  }
  // One token each, in the partition the search reads.
  return tokens.length;
}

describe('the back office finds every record', () => {
  const call = useGateway();
  let admin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
  });
  const leads = (query: Record<string, string>) =>
    call('GET', `/api/admin/leads?${new URLSearchParams(query)}`, { token: admin });
  const students = (query: Record<string, string>) =>
    call('GET', `/api/admin/students?${new URLSearchParams(query)}`, { token: admin });
  const ids = (answer: { body: { items: { id: string }[] } }) => answer.body.items.map((item) => item.id);

  it('finds a lead by each word of the name, the e-mail, its local part and phone digits', async () => {
    const family = surname();
    const email = `maryam.${family.toLowerCase()}@example.com`;
    const id = await sendLead(call, { fullName: `Maryam ${family}`, email, phone: '+44 20 7946 0000' });
    for (const q of [
      family,
      family.toUpperCase(),
      `maryam ${family}`,
      email,
      email.split('@')[0]!,
      `${family.slice(0, 4)}`,
    ]) {
      expect(ids(await leads({ q })), q).toContain(id);
    }
    // Phone digits, as typed on the phone: the lead is among the numbers that end so.
    const byPhone = await leads({ q: '020 7946 0000', limit: '100' });
    expect(byPhone.status).toBe(200);
    expect(ids(byPhone)).toContain(id);
    expect(ids(await leads({ q: `maryam ${family}x` }))).toEqual([]);
  });

  it('finds Arabic names whatever their marks, letter variants or article', async () => {
    const tag = surname();
    const id = await sendLead(call, { fullName: `عبد الرَّحمن القُرَشي ${tag}`, email: `arabic-${unique()}@example.com` });
    for (const q of ['عبد الرحمن', 'رحمن', 'القرشي', 'الرحمٰن']) {
      expect(ids(await leads({ q: `${q} ${tag}` })), q).toContain(id);
    }
  });

  it('finds a lead behind 10,000 newer ones of the same first name, and pages through many matches', async () => {
    const first = `Ruqayyah${surname().slice(1, 5)}`;
    const family = surname();
    const old = await sendLead(call, { fullName: `${first} ${family}`, email: `old-${unique()}@example.com` });
    const written = await fileNewerNamesakes(first, 10_000);
    expect(written).toBe(10_000);
    const found = await leads({ q: `${first} ${family}` });
    expect(found.status).toBe(200);
    expect(ids(found)).toEqual([old]);
    expect(found.body.nextCursor).toBeNull();

    // 23 matches, 10 a page: every one once, newest first, and the last page says it is the last.
    const many = [];
    for (let index = 0; index < 23; index += 1) {
      many.push(
        await sendLead(call, {
          fullName: `Hafsa ${family}${'x'.repeat(0)}`,
          email: `many-${index}-${unique()}@example.com`,
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await leads({ q: `hafsa ${family}`, limit: '10', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...ids(page));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...many].reverse());
    expect(pages).toBe(3);
  });

  it('keeps a search to one status, follows status changes and forgets deleted leads', async () => {
    const family = surname();
    const id = await sendLead(call, { fullName: `Zainab ${family}`, email: `status-${unique()}@example.com` });
    expect(ids(await leads({ q: family, status: 'new' }))).toEqual([id]);
    expect(ids(await leads({ q: family, status: 'contacted' }))).toEqual([]);
    await call('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'contacted', version: 1 } });
    expect(ids(await leads({ q: family, status: 'contacted' }))).toEqual([id]);
    expect(ids(await leads({ q: family, status: 'new' }))).toEqual([]);

    const superAdmin = (await userWithGroup('super_admin')).token;
    expect((await call('DELETE', `/api/admin/leads/${id}`, { token: superAdmin })).status).toBe(204);
    expect(ids(await leads({ q: family }))).toEqual([]);
  });

  it('exports the leads of a search as CSV', async () => {
    const family = surname();
    await sendLead(call, { fullName: `Khadija ${family}`, email: `csv-${unique()}@example.com` });
    const csv = await call('GET', `/api/admin/leads/export?${new URLSearchParams({ q: family })}`, { token: admin });
    expect(csv.status).toBe(200);
    expect(
      String(csv.body)
        .split('\r\n')
        .filter((line) => line.includes(family)),
    ).toHaveLength(1);
  });

  it('finds a student by name, e-mail or local part, keeps to a status, and forgets an erased one', async () => {
    const family = surname();
    const student = await signUpStudent(call, { fullName: `Amina ${family}` });
    for (const q of [family, `amina ${family}`, student.email, student.email.split('@')[0]!]) {
      expect(ids(await students({ q })), q).toContain(student.userId);
    }
    await call('PATCH', `/api/admin/students/${student.userId}`, {
      token: admin,
      body: { status: 'on_hold', version: 0 },
    });
    expect(ids(await students({ q: family, status: 'on_hold' }))).toEqual([student.userId]);
    expect(ids(await students({ q: family, status: 'active' }))).toEqual([]);

    const erased = await call('POST', '/api/me/deletion', {
      token: student.token,
      body: { confirmEmail: student.email },
    });
    expect(erased.status).toBe(204);
    expect(ids(await students({ q: family }))).toEqual([]);
  });

  it('refuses a cursor made for another search', async () => {
    const family = surname();
    for (let index = 0; index < 3; index += 1) {
      await sendLead(call, { fullName: `Sumayya ${family}`, email: `cursor-${index}-${unique()}@example.com` });
    }
    const first = await leads({ q: `sumayya ${family}`, limit: '1' });
    expect(first.body.nextCursor).toBeTruthy();
    const other = await leads({ q: 'zzzz', cursor: first.body.nextCursor });
    expect(other.status).toBe(400);
  });
});
