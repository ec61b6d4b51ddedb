import { queryEvery } from '../query-page';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking, BookingStatus } from '@app/shared/bookings/schemas';
import type { Attendance, LessonNote } from '@app/shared/lessons/lessons';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';
import { GSI1, GSI2, GSI3, withoutStorageFields, type TxItem } from '../table';

/**
 * Booking: a live session a student booked in the scheduling widget, applied from the provider's
 * booking events. The id is derived from the provider's first booking id (Calendly: the invitee
 * URI); a reschedule moves the same booking to the new provider booking. gsi2 holds a student's scheduled bookings by start time (sparse: only while
 * scheduled), gsi3 all of a student's bookings by start time. gsi1 is the sparse index of lesson
 * reminders waiting to be sent, by due time (24 hours before the start, or at booking when the
 * lesson is sooner): a booking is in it only while scheduled and not yet reminded for its start.
 * gsi4 is the school's calendar: every booking by start time, partitioned by the start's UTC
 * month (`LESSONS#2026-11`), so a day, a week or a range of up to two months is one to three
 * Queries.
 */
export const bookingKey = (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'BOOKING' });
const scheduledOf = (studentId: string) => `SCHEDULED#${studentId}`;
export const allOf = (studentId: string) => `STUDENT#${studentId}#BOOKINGS`;
export const byStart = (startTime: string, id: string) => `${startTime}#${id}`;
const REMINDERS_DUE = 'REMINDERS_DUE';
/** The calendar partition of a start time (ISO 8601 in UTC, as stored): its month. */
export const calendarPartition = (startTime: string) => `LESSONS#${new Date(startTime).toISOString().slice(0, 7)}`;
const calendarIndex = (booking: { id: string; startTime: string }) => ({
  gsi4pk: calendarPartition(booking.startTime),
  gsi4sk: byStart(booking.startTime, booking.id),
});
/** A lesson is reminded this long before it starts. */
export const REMINDER_HOURS_BEFORE = 24;

/** When the reminder of a lesson starting at `startTime` is due: 24 h before, or now if that has passed. */
export function reminderDueAt(startTime: string, now = new Date()): string {
  const due = new Date(new Date(startTime).getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  return (due < now ? now : due).toISOString();
}

const reminderIndex = (booking: { id: string; startTime: string }, now?: Date) => ({
  gsi1pk: REMINDERS_DUE,
  gsi1sk: byStart(reminderDueAt(booking.startTime, now), booking.id),
});

/**
 * Where and when: what a reschedule changes. The provider's ids are stored under the attribute
 * names the first provider gave them (`inviteeUri`, `eventUri`): `toStoredIds` and `fromStoredIds`
 * map between the two, so stored items keep their shape whatever the domain calls them.
 */
export interface Slot {
  /** The provider's id of the booking (stored as `inviteeUri`). */
  providerBookingId: string;
  /** The provider's id of the meeting booked (stored as `eventUri`). */
  providerEventId: string;
  startTime: string;
  endTime: string;
  timezone: string | null;
  joinUrl: string | null;
  cancelUrl: string | null;
  rescheduleUrl: string | null;
}

export interface BookingItem extends Omit<Booking, 'courseTitle'>, Slot {
  inviteeName: string;
  inviteeEmail: string;
  updatedAt: string;
  canceledAt?: string;
  refunded?: boolean;
  /** The credit lot its session was taken from (absent on bookings made before lots, until migrated). */
  lotId?: string | null;
  /**
   * The session counts as used whatever happens next: the lesson was moved less than 24 hours
   * before the time it had then. A later cancellation by the student returns nothing.
   */
  sessionUsed?: boolean;
  /** The tutor teaching it: matched from the host the scheduling service names, or the course's fallback. */
  tutorId?: string | null;
  /** The host's e-mail as the scheduling service gave it (kept to explain a lesson no tutor matched). */
  hostEmail?: string | null;
  /** The team chose the tutor: a reschedule with another host leaves the lesson with them. */
  tutorByTeam?: boolean;
  /** What happened at the lesson, recorded after its start by the tutor or the team. */
  attendance?: Attendance;
  attendanceBy?: string;
  attendanceAt?: string;
  /** `school`: the team canceled it (the session returned); `cancelReason` is what the learner was told. */
  canceledBy?: 'school';
  cancelReason?: string;
  note?: LessonNote;
}

/** The stored names of the provider's ids. */
interface StoredIds {
  inviteeUri: string;
  eventUri: string;
}

/** A slot's provider ids under their stored attribute names (the other fields keep theirs). */
export function toStoredIds<T extends Pick<Slot, 'providerBookingId' | 'providerEventId'>>(
  value: T,
): Omit<T, 'providerBookingId' | 'providerEventId'> & StoredIds {
  const { providerBookingId, providerEventId, ...rest } = value;
  return { ...rest, inviteeUri: providerBookingId, eventUri: providerEventId };
}

/** The domain fields of a stored booking or unmatched booking: storage fields dropped, ids renamed. */
export function fromStoredIds<T extends Slot>(item: Record<string, unknown>): T {
  const { inviteeUri, eventUri, ...rest } = withoutStorageFields<Record<string, unknown> & StoredIds>(item);
  return { ...rest, providerBookingId: inviteeUri, providerEventId: eventUri } as unknown as T;
}

export function toBooking(item: BookingItem, courseTitle: string | null): Booking {
  return {
    id: item.id,
    studentId: item.studentId,
    courseId: item.courseId,
    courseTitle,
    status: item.status,
    startTime: item.startTime,
    endTime: item.endTime,
    timezone: item.timezone,
    joinUrl: item.joinUrl,
    cancelUrl: item.cancelUrl,
    rescheduleUrl: item.rescheduleUrl,
    createdAt: item.createdAt,
    ...(item.sessionUsed ? { sessionUsed: true } : {}),
  };
}

export function putNew(booking: BookingItem): TxItem {
  const scheduled = booking.status === 'scheduled';
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...bookingKey(booking.id),
        type: 'booking',
        ...toStoredIds(booking),
        ...(scheduled
          ? {
              gsi2pk: scheduledOf(booking.studentId),
              gsi2sk: byStart(booking.startTime, booking.id),
              ...reminderIndex(booking),
            }
          : {}),
        gsi3pk: allOf(booking.studentId),
        gsi3sk: byStart(booking.startTime, booking.id),
        ...calendarIndex(booking),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Moves the booking to a new slot (a reschedule), only while it still belongs to the provider's
 * booking id `from`. `sessionUsed`: the move came too late to be free (never cleared once set).
 */
export function move(
  booking: Pick<BookingItem, 'id' | 'studentId'>,
  from: string,
  slot: Slot,
  sessionUsed = false,
  host: { tutorId: string | null; hostEmail: string | null } | null = null,
): TxItem {
  const status: BookingStatus = 'scheduled';
  const calendar = calendarIndex({ id: booking.id, startTime: slot.startTime });
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(booking.id),
      // At its new time the lesson is reminded anew.
      UpdateExpression: `SET ${SLOT_SET}, #status = :status, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :sk, gsi3sk = :sk, gsi4pk = :month, gsi4sk = :sk, gsi1pk = :due, gsi1sk = :dueAt${sessionUsed ? ', sessionUsed = :used' : ''}${host ? ', tutorId = :tutorId, hostEmail = :hostEmail' : ''} REMOVE reminderLeaseUntil, reminderSentAt`,
      ConditionExpression: 'inviteeUri = :from AND #status <> :canceled AND attribute_not_exists(attendance)',
      ExpressionAttributeNames: { '#status': 'status', '#tz': 'timezone' },
      ExpressionAttributeValues: {
        ...slotValues(slot),
        ':status': status,
        ':canceled': 'canceled',
        ':from': from,
        ':now': new Date().toISOString(),
        ':gsi2pk': scheduledOf(booking.studentId),
        ':sk': byStart(slot.startTime, booking.id),
        ':due': REMINDERS_DUE,
        ':dueAt': reminderIndex({ id: booking.id, startTime: slot.startTime }).gsi1sk,
        ':month': calendar.gsi4pk,
        ...(sessionUsed ? { ':used': true } : {}),
        ...(host ? { ':tutorId': host.tutorId, ':hostEmail': host.hostEmail } : {}),
      },
    },
  };
}

/**
 * The invitee is rescheduling: off the upcoming list until the new time arrives. `sessionUsed`: the
 * move came less than 24 hours before the lesson's time.
 */
export function markRescheduling(bookingId: string, providerBookingId: string, sessionUsed = false): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(bookingId),
      UpdateExpression: `SET #status = :rescheduling, updatedAt = :now${sessionUsed ? ', sessionUsed = :used' : ''} REMOVE gsi2pk, gsi2sk, gsi1pk, gsi1sk`,
      ConditionExpression: 'inviteeUri = :uri AND #status = :scheduled AND attribute_not_exists(attendance)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':rescheduling': 'rescheduling',
        ':scheduled': 'scheduled',
        ':uri': providerBookingId,
        ':now': new Date().toISOString(),
        ...(sessionUsed ? { ':used': true } : {}),
      },
    },
  };
}

/** A lesson's session counts as used from now on (a late move carried over to the booking it became). */
export function markSessionUsed(bookingId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET sessionUsed = :used',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':used': true },
    },
  };
}

/** Cancels the booking, only while it still belongs to `providerBookingId` and is not canceled. */
export function cancel(bookingId: string, providerBookingId: string, refunded: boolean, canceledAt: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(bookingId),
      UpdateExpression:
        'SET #status = :canceled, canceledAt = :canceledAt, refunded = :refunded, updatedAt = :now REMOVE gsi2pk, gsi2sk, gsi1pk, gsi1sk',
      // A lesson whose attendance the school recorded keeps it: a later cancellation at the
      // scheduling service changes nothing (the session stays as the record says).
      ConditionExpression: 'inviteeUri = :uri AND #status <> :canceled AND attribute_not_exists(attendance)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':canceled': 'canceled',
        ':canceledAt': canceledAt,
        ':refunded': refunded,
        ':uri': providerBookingId,
        ':now': new Date().toISOString(),
      },
    },
  };
}

/** The SET clauses that write a slot (with `#tz` for the reserved word `timezone`) and their values. */
export const SLOT_SET =
  'inviteeUri = :inviteeUri, eventUri = :eventUri, startTime = :startTime, endTime = :endTime, #tz = :timezone, joinUrl = :joinUrl, cancelUrl = :cancelUrl, rescheduleUrl = :rescheduleUrl';

/** The student's account was deleted: the name and address the scheduling service was given are erased. */
export function erasePerson(bookingId: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(bookingId),
      // The lesson note is about the learner: it goes with them.
      UpdateExpression: 'SET inviteeName = :name, inviteeEmail = :empty REMOVE note, cancelReason',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': placeholderName, ':empty': '' },
    },
  };
}

export function slotValues(slot: Slot): Record<string, unknown> {
  return {
    ':inviteeUri': slot.providerBookingId,
    ':eventUri': slot.providerEventId,
    ':startTime': slot.startTime,
    ':endTime': slot.endTime,
    ':timezone': slot.timezone,
    ':joinUrl': slot.joinUrl,
    ':cancelUrl': slot.cancelUrl,
    ':rescheduleUrl': slot.rescheduleUrl,
  };
}

export async function get(bookingId: string): Promise<BookingItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: bookingKey(bookingId), ConsistentRead: true }),
  );
  return answer.Item ? fromStoredIds<BookingItem>(answer.Item) : null;
}

/** A student's scheduled bookings starting at or after `from`, soonest first. */
export async function upcomingOfStudent(studentId: string, from: string, limit: number): Promise<BookingItem[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
      ExpressionAttributeValues: { ':pk': scheduledOf(studentId), ':from': from },
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map((item) => fromStoredIds<BookingItem>(item));
}

/** How many scheduled bookings a student has at or after `from` (a COUNT Query, no items read out). */
export async function countUpcomingOfStudent(studentId: string, from: string): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
        ExpressionAttributeValues: { ':pk': scheduledOf(studentId), ':from': from },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += answer.Count ?? 0;
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return count;
}

/** Every booking of a student, all pages (the student's data export and erasure). */
export function everyOfStudent(studentId: string): Promise<BookingItem[]> {
  return queryEvery<Record<string, unknown>>({
    IndexName: GSI3,
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': allOf(studentId) },
  }).then((items) => items.map((item) => fromStoredIds<BookingItem>(item)));
}

/** Every booking of a student by start time, newest first (back office). */
export async function allOfStudent(studentId: string, limit: number): Promise<BookingItem[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI3,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': allOf(studentId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map((item) => fromStoredIds<BookingItem>(item));
}

// Lesson reminders
//
// A reminder's attempts are kept on the booking, all optional (a booking the previous version put
// on the due index has none of them and reads as attempt 0): `reminderAttempts` sends started for
// the start time `reminderAttemptsFor` (so a reschedule starts again from 0 without the reschedule
// having to know), `reminderLeaseUntil` while a run holds it, `reminderLastError` after a failed
// send, and at the end one of `reminderSentAt`, `reminderFailedAt` (given up on) or
// `reminderExpiredAt` (the lesson started before it was sent).

/** A reminder on the due index, as a run reads it. */
export interface DueReminder {
  booking: BookingItem;
  /** Sends started for the booking's current start time (0 when none, or none recorded). */
  attempts: number;
  /** The mail service's answer to the last failed send, if any. */
  lastError: string | null;
}

/** One page of due reminders, soonest due first, and where the next page starts (none: the last). */
export interface DueReminderPage {
  reminders: DueReminder[];
  next?: Record<string, unknown>;
}

function dueReminderOf(item: Record<string, unknown>): DueReminder {
  const booking = fromStoredIds<BookingItem>(item);
  const sameStart = item.reminderAttemptsFor === booking.startTime;
  const attempts = sameStart && typeof item.reminderAttempts === 'number' ? item.reminderAttempts : 0;
  const lastError = sameStart && typeof item.reminderLastError === 'string' ? item.reminderLastError : null;
  return { booking, attempts, lastError };
}

/** The highest due-index sort key due at `at` (any booking id sorts below `~`). */
const dueBy = (at: Date) => `${at.toISOString()}~`;

/**
 * `at` written in the UTC offset `startTime` is stored with (the provider's `Z` or `±hh:mm`), so
 * that a condition can compare the two as strings (to the second: fractions of one may differ).
 */
export function atOffsetOf(startTime: string, at: Date): string {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(startTime);
  if (!offset) return at.toISOString();
  const [, sign, hours, minutes] = offset;
  const shift = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(at.getTime() + shift).toISOString().replace('Z', `${sign}${hours}:${minutes}`);
}

/** No run holds the reminder (never claimed, or its lease ran out). */
const UNCLAIMED = '(attribute_not_exists(reminderLeaseUntil) OR reminderLeaseUntil < :now)';

/**
 * Reminders due at `now`, soonest due first, one page of at most `limit` (a Query on the sparse
 * index, never a Scan); `after` is the previous page's `next`. A reminder that failed is due again
 * only at its retry time, so it sorts after the ones waiting longer.
 */
export async function dueReminders(
  now: Date,
  limit: number,
  after?: Record<string, unknown>,
): Promise<DueReminderPage> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':pk': REMINDERS_DUE, ':now': dueBy(now) },
      Limit: limit,
      ExclusiveStartKey: after,
    }),
  );
  return {
    reminders: (answer.Items ?? []).map(dueReminderOf),
    ...(answer.LastEvaluatedKey ? { next: answer.LastEvaluatedKey } : {}),
  };
}

/**
 * Claims the reminder of this booking at this start time for one send, until `leaseUntil`, and
 * counts the attempt (`previousAttempts + 1`): only while still scheduled at that time, the lesson
 * not started at `now`, still due, not held by another run, and its attempts still the ones read
 * (a stale read is refused). The reminder moves to the end of its lease on the due index, so a
 * run that dies mid-send leaves it behind the others, to a run after the lease.
 */
export async function claimReminder(
  bookingId: string,
  startTime: string,
  now: Date,
  leaseUntil: Date,
  previousAttempts = 0,
): Promise<boolean> {
  const attemptsAsRead =
    previousAttempts > 0
      ? 'reminderAttemptsFor = :start AND reminderAttempts = :previous'
      : '(attribute_not_exists(reminderAttemptsFor) OR reminderAttemptsFor <> :start)';
  const claim = new UpdateCommand({
    TableName: tableName(),
    Key: bookingKey(bookingId),
    UpdateExpression:
      'SET reminderLeaseUntil = :lease, reminderAttempts = :attempts, reminderAttemptsFor = :start, gsi1sk = :leaseDue',
    ConditionExpression: [
      '#status = :scheduled',
      'startTime = :start',
      'startTime > :startedBy',
      'gsi1pk = :due',
      'gsi1sk <= :dueBy',
      UNCLAIMED,
      attemptsAsRead,
    ].join(' AND '),
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':lease': leaseUntil.toISOString(),
      ':attempts': previousAttempts + 1,
      ':leaseDue': byStart(leaseUntil.toISOString(), bookingId),
      ':scheduled': 'scheduled',
      ':start': startTime,
      ':startedBy': atOffsetOf(startTime, now),
      ':due': REMINDERS_DUE,
      ':dueBy': dueBy(now),
      ':now': now.toISOString(),
      ...(previousAttempts > 0 ? { ':previous': previousAttempts } : {}),
    },
  });
  return applied(claim);
}

/** The reminder for this start time was sent: out of the due index (a reschedule puts it back). */
export async function recordReminderSent(bookingId: string, startTime: string, sentAt: Date): Promise<void> {
  const record = new UpdateCommand({
    TableName: tableName(),
    Key: bookingKey(bookingId),
    UpdateExpression:
      'SET reminderSentAt = :sent REMOVE gsi1pk, gsi1sk, reminderLeaseUntil, reminderLastError, reminderFailedAt, reminderExpiredAt',
    ConditionExpression: 'startTime = :start',
    ExpressionAttributeValues: { ':sent': sentAt.toISOString(), ':start': startTime },
  });
  // Rescheduled meanwhile: the new time keeps its own reminder.
  await applied(record);
}

/**
 * The send this run claimed (lease `leaseUntil`) failed: due again at `retryAt`, with the mail
 * service's answer kept. Only while the run still holds it for this start time.
 */
export async function recordReminderRetry(
  bookingId: string,
  startTime: string,
  leaseUntil: Date,
  retryAt: Date,
  error: string,
): Promise<boolean> {
  const record = new UpdateCommand({
    TableName: tableName(),
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET gsi1sk = :retry, reminderLastError = :error REMOVE reminderLeaseUntil',
    ConditionExpression: 'startTime = :start AND gsi1pk = :due AND reminderLeaseUntil = :lease',
    ExpressionAttributeValues: {
      ':retry': byStart(retryAt.toISOString(), bookingId),
      ':error': error,
      ':start': startTime,
      ':due': REMINDERS_DUE,
      ':lease': leaseUntil.toISOString(),
    },
  });
  return applied(record);
}

/**
 * Gives the reminder up (`reminderFailedAt`, the last error kept), out of the due index: either
 * held by this run (`leaseUntil`: its last send failed), or unclaimed, due and still at the
 * `previousAttempts` read (its lesson started after failed sends, or a run died during the last
 * attempt). False when something changed meanwhile (rescheduled, canceled, taken by another run).
 */
export async function giveUpReminder(
  bookingId: string,
  startTime: string,
  at: Date,
  error: string,
  holder: { leaseUntil: Date } | { previousAttempts: number },
): Promise<boolean> {
  const held = 'leaseUntil' in holder;
  const record = new UpdateCommand({
    TableName: tableName(),
    Key: bookingKey(bookingId),
    UpdateExpression:
      'SET reminderFailedAt = :at, reminderLastError = :error REMOVE gsi1pk, gsi1sk, reminderLeaseUntil',
    ConditionExpression: held
      ? 'startTime = :start AND gsi1pk = :due AND reminderLeaseUntil = :lease'
      : `startTime = :start AND gsi1pk = :due AND gsi1sk <= :dueBy AND ${UNCLAIMED} AND reminderAttemptsFor = :start AND reminderAttempts = :previous`,
    ExpressionAttributeValues: {
      ':at': at.toISOString(),
      ':error': error,
      ':start': startTime,
      ':due': REMINDERS_DUE,
      ...(held
        ? { ':lease': holder.leaseUntil.toISOString() }
        : { ':dueBy': dueBy(at), ':now': at.toISOString(), ':previous': holder.previousAttempts }),
    },
  });
  return applied(record);
}

/**
 * The lesson started (at `now`) before its reminder was ever tried: out of the due index, never
 * sent (`reminderExpiredAt`). Only while due, unclaimed and not tried for this start time.
 */
export async function expireReminder(bookingId: string, startTime: string, now: Date): Promise<boolean> {
  const record = new UpdateCommand({
    TableName: tableName(),
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET reminderExpiredAt = :now REMOVE gsi1pk, gsi1sk, reminderLeaseUntil',
    ConditionExpression: [
      'startTime = :start',
      'startTime <= :startedBy',
      'gsi1pk = :due',
      'gsi1sk <= :dueBy',
      UNCLAIMED,
      '(attribute_not_exists(reminderAttemptsFor) OR reminderAttemptsFor <> :start)',
    ].join(' AND '),
    ExpressionAttributeValues: {
      ':start': startTime,
      ':startedBy': atOffsetOf(startTime, now),
      ':due': REMINDERS_DUE,
      ':dueBy': dueBy(now),
      ':now': now.toISOString(),
    },
  });
  return applied(record);
}

/** Sends a conditional update: true when applied, false when its condition did not hold. */
async function applied(update: UpdateCommand): Promise<boolean> {
  try {
    await db().send(update);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
