import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Attendance, LessonEvent, LessonEventKind, LessonNote } from '@app/shared/lessons/lessons';
import { db, tableName } from '../client';
import type { Page } from '@app/shared/http/page';
import { queryEvery, queryNewestFirst } from '../query-page';
import { GSI3, GSI4, type TxItem } from '../table';
import { allOf, bookingKey, calendarPartition, fromStoredIds, type BookingItem } from './booking';

/**
 * What the tutor and the team record on a lesson (a booking seen from the classroom), and the
 * lists of lessons: the school's calendar (gsi4, by the start's UTC month) and a learner's own
 * (gsi3). A lesson's history is kept in the booking's partition as `HISTORY#<at>#<id>` items,
 * written in the same transaction as the change they describe.
 */

/** The attendance of a started, still scheduled lesson (not one whose session was returned). */
export function recordAttendance(
  lesson: Pick<BookingItem, 'id'>,
  outcome: Exclude<Attendance, 'tutor_no_show'>,
  by: string,
  now: Date,
  asTutor = false,
): TxItem {
  const tutor = asTutorCondition(asTutor);
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(lesson.id),
      UpdateExpression:
        'SET attendance = :outcome, attendanceBy = :by, attendanceAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: `#status = :scheduled AND startTime <= :now AND (attribute_not_exists(attendance) OR attendance <> :returned)${tutor}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':outcome': outcome,
        ':by': by,
        ':now': now.toISOString(),
        ':scheduled': 'scheduled',
        ':returned': 'tutor_no_show',
      },
    },
  };
}

/**
 * A tutor acts on a lesson only while it is still theirs (`:by` is their id), and never over what
 * the team recorded: the attendance is unset or their own.
 */
const asTutorCondition = (asTutor: boolean) =>
  asTutor ? ' AND tutorId = :by AND (attribute_not_exists(attendanceBy) OR attendanceBy = :by)' : '';

/**
 * The tutor was absent or cancelled: the lesson ends (status canceled, off the upcoming and reminder
 * lists) with its session returned (`refunded`), once. Only a started, still scheduled lesson.
 */
export function recordTutorAbsent(lesson: Pick<BookingItem, 'id'>, by: string, now: Date, asTutor = false): TxItem {
  const tutor = asTutorCondition(asTutor);
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(lesson.id),
      UpdateExpression:
        'SET attendance = :outcome, attendanceBy = :by, attendanceAt = :now, #status = :canceled, canceledAt = :now, refunded = :true, updatedAt = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      ConditionExpression: `#status = :scheduled AND startTime <= :now AND (attribute_not_exists(attendance) OR attendance <> :outcome) AND (attribute_not_exists(refunded) OR refunded = :false)${tutor}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':outcome': 'tutor_no_show',
        ':by': by,
        ':now': now.toISOString(),
        ':scheduled': 'scheduled',
        ':canceled': 'canceled',
        ':true': true,
        ':false': false,
      },
    },
  };
}

/**
 * The school cancels a lesson that is not canceled and has no attendance: its session is returned
 * (`refunded`) and the reason kept for the learner's mail.
 */
export function cancelBySchool(lesson: Pick<BookingItem, 'id'>, reason: string, now: Date): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(lesson.id),
      UpdateExpression:
        'SET #status = :canceled, canceledAt = :now, canceledBy = :school, cancelReason = :reason, refunded = :true, updatedAt = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      ConditionExpression:
        '#status <> :canceled AND attribute_not_exists(attendance) AND (attribute_not_exists(refunded) OR refunded = :false)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':canceled': 'canceled',
        ':school': 'school',
        ':reason': reason,
        ':now': now.toISOString(),
        ':true': true,
        ':false': false,
      },
    },
  };
}

/**
 * The lesson note, replacing any earlier one (the history keeps that it was written, and by whom):
 * only on a lesson that has started and still stands (not canceled); a tutor only on their own.
 */
export function setNote(lesson: Pick<BookingItem, 'id'>, note: LessonNote, tutorId: string | null = null): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(lesson.id),
      UpdateExpression: 'SET note = :note, updatedAt = :now',
      ConditionExpression: `#status = :scheduled AND startTime <= :now${tutorId ? ' AND tutorId = :tutor' : ''}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':note': note,
        ':now': note.writtenAt,
        ':scheduled': 'scheduled',
        ...(tutorId ? { ':tutor': tutorId } : {}),
      },
    },
  };
}

/** The team gives the lesson to a tutor (only while it still has the tutor they saw). */
export function assignTutor(lesson: Pick<BookingItem, 'id' | 'tutorId'>, tutorId: string): TxItem {
  const had = lesson.tutorId ?? null;
  return {
    Update: {
      TableName: tableName(),
      Key: bookingKey(lesson.id),
      // The team's choice stands: a later reschedule does not hand the lesson back to its host.
      UpdateExpression: 'SET tutorId = :tutorId, tutorByTeam = :true, updatedAt = :now',
      ConditionExpression: had
        ? 'attribute_exists(pk) AND tutorId = :had'
        : 'attribute_exists(pk) AND (attribute_not_exists(tutorId) OR tutorId = :none)',
      ExpressionAttributeValues: {
        ':tutorId': tutorId,
        ':true': true,
        ':now': new Date().toISOString(),
        ...(had ? { ':had': had } : { ':none': null }),
      },
    },
  };
}

// History

const HISTORY = 'HISTORY#';

export function putHistory(lessonId: string, event: LessonEvent): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: bookingKey(lessonId).pk,
        sk: `${HISTORY}${event.at}#${crypto.randomUUID()}`,
        type: 'lesson_history',
        ...event,
      },
    },
  };
}

export const historyEvent = (kind: LessonEventKind, by: string, detail: string, at = new Date()): LessonEvent => ({
  at: at.toISOString(),
  kind,
  by,
  detail,
});

/** A lesson's recorded history, oldest first (one Query on its partition). */
export async function historyOf(lessonId: string): Promise<LessonEvent[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
      ExpressionAttributeValues: { ':pk': bookingKey(lessonId).pk, ':history': HISTORY },
    }),
  );
  return (answer.Items ?? []).map((item) => {
    const { at, kind, by, detail } = item as LessonEvent;
    return { at, kind, by, detail };
  });
}

// Lists

/** The UTC months from the one of `from` to the one just before `to` (the calendar partitions). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const end = new Date(new Date(to).getTime() - 1);
  const cursor = new Date(Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), 1));
  while (cursor <= end) {
    months.push(calendarPartition(cursor.toISOString()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

export interface CalendarFilter {
  tutorId?: string | 'none';
  courseId?: string;
}

/**
 * Every lesson starting in [from, to), soonest first: one Query per calendar month the range
 * touches (every page of each), narrowed by tutor and course on the server's side.
 */
export async function lessonsBetween(from: string, to: string, filter: CalendarFilter = {}): Promise<BookingItem[]> {
  const bounds = { ':from': new Date(from).toISOString(), ':to': new Date(to).toISOString() };
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  if (filter.tutorId === 'none') {
    conditions.push('(attribute_not_exists(tutorId) OR tutorId = :noTutor)');
    values[':noTutor'] = null;
  } else if (filter.tutorId) {
    conditions.push('tutorId = :tutorId');
    values[':tutorId'] = filter.tutorId;
  }
  if (filter.courseId) {
    conditions.push('courseId = :courseId');
    values[':courseId'] = filter.courseId;
  }
  const months = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryEvery<Record<string, unknown>>({
        IndexName: GSI4,
        KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk BETWEEN :from AND :to',
        ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
        ExpressionAttributeValues: { ':pk': month, ...bounds, ...values },
      }),
    ),
  );
  return months.flat().map((item) => fromStoredIds<BookingItem>(item));
}

/** A learner's lessons starting in [from, to), soonest first (their own index: one Query). */
export async function lessonsOfStudentBetween(studentId: string, from: string, to: string): Promise<BookingItem[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: GSI3,
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': allOf(studentId),
      ':from': new Date(from).toISOString(),
      ':to': new Date(to).toISOString(),
    },
  });
  return items.map((item) => fromStoredIds<BookingItem>(item));
}

/** One page of a learner's lessons, newest first. */
export function pageOfStudent(studentId: string, cursor: string | undefined, limit = 20): Promise<Page<BookingItem>> {
  return queryNewestFirst<Record<string, unknown>, BookingItem>(
    { IndexName: GSI3, KeyConditionExpression: 'gsi3pk = :pk', ExpressionAttributeValues: { ':pk': allOf(studentId) } },
    { cursor, limit },
    (item) => fromStoredIds<BookingItem>(item),
  );
}

/** The deletions of a lesson's history (its entries name people and quote reasons): for an erasure. */
export async function historyDeletions(lessonId: string): Promise<TxItem[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
      ExpressionAttributeValues: { ':pk': bookingKey(lessonId).pk, ':history': HISTORY },
      ProjectionExpression: 'pk, sk',
    }),
  );
  return (answer.Items ?? []).map((item) => ({
    Delete: { TableName: tableName(), Key: { pk: item.pk, sk: item.sk } },
  }));
}
