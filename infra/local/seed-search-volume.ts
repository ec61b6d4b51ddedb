/**
 * A school's records at volume, for `npm run bench:search`: `leads` leads and `students` student
 * profiles with Latin and Arabic names, e-mails and phone numbers, each written with exactly the
 * items the application writes (the record, its search tokens), straight to the table in batches
 * (the API would take an hour). Students get a profile only, no sign-in: the search reads profiles.
 * Returns a few records to search for, the oldest ones included (behind every newer one).
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '@app/shared/leads/schemas';
import type { StudentProfile } from '@app/shared/students/schemas';
import { db, tableName } from '@app/functions/db/client';
import * as Counters from '@app/functions/db/entities/counters';
import * as LeadEntity from '@app/functions/db/entities/lead';
import * as Student from '@app/functions/db/entities/student';
import type { TxItem } from '@app/functions/db/table';

/** Names as written, with the Latin spelling people use in their e-mail addresses. */
const FIRST: [string, string][] = [
  ['Maryam', 'maryam'],
  ['Amina', 'amina'],
  ['Fatima', 'fatima'],
  ['Khadija', 'khadija'],
  ['Aisha', 'aisha'],
  ['Zainab', 'zainab'],
  ['Hafsa', 'hafsa'],
  ['Sumayya', 'sumayya'],
  ['Ruqayyah', 'ruqayyah'],
  ['Layla', 'layla'],
  ['Omar', 'omar'],
  ['Yusuf', 'yusuf'],
  ['Ibrahim', 'ibrahim'],
  ['Bilal', 'bilal'],
  ['Hamza', 'hamza'],
  ['Idris', 'idris'],
  ['Zakariya', 'zakariya'],
  ['Daniel', 'daniel'],
  ['Sarah', 'sarah'],
  ['Adam', 'adam'],
  ['عبد الرحمن', 'abdulrahman'],
  ['فاطمة', 'fatimah'],
  ['أحمد', 'ahmad'],
  ['مريم', 'mariam'],
  ['إسراء', 'israa'],
  ['مصطفى', 'mustafa'],
  ['عائشة', 'aishah'],
  ['يوسف', 'yousef'],
];
const LAST: [string, string][] = [
  ['Khan', 'khan'],
  ['Yusuf', 'yusuf'],
  ['Rahman', 'rahman'],
  ['Ali', 'ali'],
  ['Hussain', 'hussain'],
  ['Malik', 'malik'],
  ['Siddiqui', 'siddiqui'],
  ['Farooq', 'farooq'],
  ['Osman', 'osman'],
  ['Park', 'park'],
  ['Ahmed', 'ahmed'],
  ['Begum', 'begum'],
  ['Chaudhry', 'chaudhry'],
  ['Mahmoud', 'mahmoud'],
  ['Haddad', 'haddad'],
  ['Nasser', 'nasser'],
  ['Okafor', 'okafor'],
  ['Diallo', 'diallo'],
  ['Smith', 'smith'],
  ['Garcia', 'garcia'],
  ['القرشي', 'alqurashi'],
  ['الهاشمي', 'alhashimi'],
  ['العمري', 'alomari'],
  ['الأنصاري', 'alansari'],
  ['الزهراني', 'alzahrani'],
];
const pick = <T>(list: readonly T[], index: number, salt: number) =>
  list[(index * 7919 + salt * 104_729) % list.length]!;

function person(index: number) {
  const [first, firstHandle] = pick(FIRST, index, 1);
  const [last, lastHandle] = pick(LAST, index, 2);
  return {
    fullName: `${first} ${last}`,
    email: `${firstHandle}.${lastHandle}${index}@example.org`,
    phone: index % 3 === 0 ? null : `+44 7${String(700_000_000 + index * 37).slice(0, 9)}`,
  };
}

/** When record `index` of `count` was made: the first one longest ago, one a minute apart. */
const createdAt = (index: number, count: number) => new Date(Date.now() - (count - index) * 60_000).toISOString();

async function writeAll(items: readonly TxItem[], parallel = 4): Promise<void> {
  const batches: TxItem[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25) as TxItem[]);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      let pending: Record<string, unknown>[] = batch.map((item) => ({ PutRequest: { Item: item.Put!.Item! } }));
      while (pending.length) {
        const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
        pending = (answer.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

export async function seedSearchVolume(counts: { leads: number; students: number }) {
  const leads: Lead[] = [];
  for (let index = 0; index < counts.leads; index += 1) {
    const at = createdAt(index, counts.leads);
    leads.push({
      id: crypto.randomUUID(),
      ...person(index),
      ageGroup: 'adult',
      level: 'beginner',
      goals: ['Other'],
      why: 'Seeded for the search benchmark.',
      schedule: ['Weekends'],
      bookingType: 'trial',
      courseId: null,
      status: index % 5 === 0 ? 'contacted' : 'new',
      notes: '',
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
  }
  const students: StudentProfile[] = [];
  for (let index = 0; index < counts.students; index += 1) {
    const { phone, ...rest } = person(index + 50_000);
    const id = crypto.randomUUID();
    students.push({
      id,
      accountId: id,
      holderName: rest.fullName,
      ...rest,
      phone: phone ?? '',
      ageGroup: 'adult',
      version: 0,
      level: 'beginner',
      goals: ['Reading Quran'],
      motivation: 'Seeded for the search benchmark.',
      intakeCompleted: true,
      status: index % 10 === 0 ? 'on_hold' : 'active',
      createdAt: createdAt(index, counts.students),
    });
  }
  await writeAll(leads.flatMap((lead) => [LeadEntity.putNew(lead), ...LeadEntity.fileForSearch(lead)]));
  await writeAll(students.flatMap((student) => [Student.putNew(student), ...Student.fileForSearch(student)]));
  // The dashboard's counters count them too, as the application's writes would have.
  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
  await db().send(
    new UpdateCommand(
      Counters.change({
        leads: leads.length,
        leads_new: count(leads, (lead) => lead.status === 'new'),
        leads_contacted: count(leads, (lead) => lead.status === 'contacted'),
        students: students.length,
        students_active: count(students, (student) => student.status === 'active'),
        students_on_hold: count(students, (student) => student.status === 'on_hold'),
      }).Update! as never,
    ),
  );
  const withPhone = leads.find((lead) => lead.phone)!;
  const digits = withPhone.phone!.replace(/\D/g, '');
  return {
    oldestLead: leads[0]!,
    oldestStudent: students[0]!,
    arabicLead: leads.find((lead) => !/^[a-z ]+$/i.test(lead.fullName))!,
    /** The end of one lead's number, as someone would read it out: "1234 5678". */
    phoneTail: `${digits.slice(-8, -4)} ${digits.slice(-4)}`,
  };
}
