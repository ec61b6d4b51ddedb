import { cancelAtProvider, noShowAtProvider } from '../scheduling/provider-commands';
import {
  ATTENDANCE_LABELS,
  lessonMessages,
  type Attendance,
  type Lesson,
  type LessonNote,
} from '@app/shared/lessons/lessons';
import { describeRange } from '@app/shared/lessons/quran';
import { tutorMessages } from '@app/shared/tutors/schemas';
import type { z } from 'zod';
import type { lessonNoteSchema } from '@app/shared/lessons/lessons';
import * as Activity from '../../db/entities/activity';
import * as Booking from '../../db/entities/booking';
import * as LessonItem from '../../db/entities/lesson';
import * as Tutor from '../../db/entities/tutor';
import { transact, type TxStep } from '../../db/transact';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { canceledNotice } from '../bookings/lesson-notices';
import { giveBack, lotOfBooking } from '../credits/credit-moves';
import { toLessons } from './lesson-view';

/**
 * What the tutor and the team record on a lesson. Attendance moves the balance by rule: attended
 * or learner no-show, the session stays used; tutor absent, or the school cancels, the session
 * returns to the lot it came from (a ledger `refund` entry) and the learner is told by e-mail.
 * Each change is one transaction with the lesson's history entry (and, for the team, the activity
 * log); a tutor can act only on their own lessons (any other id reads as not found).
 */
export interface LessonActor {
  role: 'tutor' | 'admin';
  userId: string;
  email: string;
  name: string | null;
}

const notFound = () => new NotFoundError(lessonMessages.notFound);
const changedMeanwhile = () =>
  new ConflictError('Someone else changed this lesson meanwhile: reload to see it. What you typed is kept.');

/** The lesson, when this actor may act on it. */
export async function lessonFor(actor: Pick<LessonActor, 'role' | 'userId'>, lessonId: string) {
  const booking = await Booking.get(lessonId);
  if (!booking) throw notFound();
  if (actor.role === 'tutor' && booking.tutorId !== actor.userId) throw notFound();
  return booking;
}

const byName = (actor: LessonActor) => actor.name ?? actor.email;

function activity(actor: LessonActor, action: string, lessonId: string, details: Record<string, unknown>): TxStep[] {
  return actor.role === 'admin'
    ? [{ item: Activity.put(actor, { action, entityType: 'booking', entityId: lessonId, details }) }]
    : [];
}

async function viewOf(lessonId: string): Promise<Lesson> {
  const booking = await Booking.get(lessonId);
  if (!booking) throw notFound();
  const [lesson] = await toLessons([booking]);
  return lesson!;
}

/** The reason the scheduling service shows for a cancellation the school makes. */
const PROVIDER_REASONS = {
  bySchool: 'Cancelled by the school',
  tutorAbsent: 'The tutor could not teach this lesson; the session was returned',
} as const;

export async function recordAttendance(
  actor: LessonActor,
  lessonId: string,
  outcome: Attendance,
  now = new Date(),
): Promise<Lesson> {
  const booking = await lessonFor(actor, lessonId);
  if (booking.attendance === outcome) return viewOf(lessonId);
  if (booking.attendance === 'tutor_no_show') throw new ConflictError(lessonMessages.final);
  // What the team recorded stands against the tutor: only the team changes it.
  const asTutor = actor.role === 'tutor';
  if (asTutor && booking.attendance && booking.attendanceBy !== actor.userId) {
    throw new ConflictError(lessonMessages.recordedByTeam);
  }
  if (booking.status === 'canceled') throw new ConflictError(lessonMessages.canceled);
  if (booking.status !== 'scheduled' || new Date(booking.startTime) > now)
    throw new ConflictError(lessonMessages.notYet);
  const history = LessonItem.putHistory(
    lessonId,
    LessonItem.historyEvent(
      'attendance',
      byName(actor),
      booking.attendance
        ? `${ATTENDANCE_LABELS[booking.attendance]} → ${ATTENDANCE_LABELS[outcome]}`
        : ATTENDANCE_LABELS[outcome],
      now,
    ),
  );
  const steps: TxStep[] =
    outcome === 'tutor_no_show'
      ? [
          {
            item: LessonItem.recordTutorAbsent(booking, actor.userId, now, asTutor),
            onConditionFailed: changedMeanwhile,
          },
          ...giveBack(booking, await lotOfBooking(booking), { createdBy: actor.userId, at: now }),
          canceledNotice(lessonId, 'tutor_absent'),
          // Off the scheduling service's calendar too (it answers "already" for a meeting past).
          ...cancelAtProvider(booking, PROVIDER_REASONS.tutorAbsent, now),
        ]
      : [
          {
            item: LessonItem.recordAttendance(booking, outcome, actor.userId, now),
            onConditionFailed: changedMeanwhile,
          },
          // The service's own record of the meeting says the invitee did not come.
          ...(outcome === 'learner_no_show' ? noShowAtProvider(booking, now) : []),
        ];
  await transact([
    ...steps,
    { item: history },
    ...activity(actor, 'record_attendance', lessonId, {
      studentId: booking.studentId,
      courseId: booking.courseId,
      from: booking.attendance ?? null,
      to: outcome,
    }),
  ]);
  return viewOf(lessonId);
}

export async function writeNote(
  actor: LessonActor,
  lessonId: string,
  input: z.output<typeof lessonNoteSchema>,
  now = new Date(),
): Promise<Lesson> {
  const booking = await lessonFor(actor, lessonId);
  if (booking.status === 'canceled') throw new ConflictError(lessonMessages.noteCanceled);
  if (booking.status !== 'scheduled' || new Date(booking.startTime) > now) {
    throw new ConflictError(lessonMessages.noteNotYet);
  }
  const note: LessonNote = { ...input, writtenBy: byName(actor), writtenAt: now.toISOString() };
  const summary = [
    note.quran ? `Quran: ${describeRange(note.quran)}` : null,
    note.pages ? `${note.pages} page${note.pages === 1 ? '' : 's'} memorised` : null,
  ].filter(Boolean);
  await transact([
    {
      item: LessonItem.setNote(booking, note, actor.role === 'tutor' ? actor.userId : null),
      onConditionFailed: changedMeanwhile,
    },
    {
      item: LessonItem.putHistory(
        lessonId,
        LessonItem.historyEvent(
          'note',
          byName(actor),
          [booking.note ? 'Lesson note updated' : 'Lesson note written', ...summary].join(' · '),
          now,
        ),
      ),
    },
    ...activity(actor, 'write_lesson_note', lessonId, { studentId: booking.studentId, courseId: booking.courseId }),
  ]);
  return viewOf(lessonId);
}

/** The team cancels a lesson for the school: the session returns and the learner is told why. */
export async function cancelForSchool(
  actor: LessonActor,
  lessonId: string,
  reason: string,
  now = new Date(),
): Promise<Lesson> {
  const booking = await lessonFor(actor, lessonId);
  if (booking.status === 'canceled' || booking.attendance) throw new ConflictError(lessonMessages.notCancelable);
  await transact([
    {
      item: LessonItem.cancelBySchool(booking, reason, now),
      onConditionFailed: () => new ConflictError(lessonMessages.notCancelable),
    },
    ...giveBack(booking, await lotOfBooking(booking), { createdBy: actor.userId, at: now }),
    canceledNotice(lessonId, 'by_school'),
    ...cancelAtProvider(booking, `${PROVIDER_REASONS.bySchool}: ${reason}`, now),
    {
      item: LessonItem.putHistory(
        lessonId,
        LessonItem.historyEvent('canceled_by_school', byName(actor), `Cancelled by the school: ${reason}`, now),
      ),
    },
    ...activity(actor, 'cancel_lesson', lessonId, {
      studentId: booking.studentId,
      courseId: booking.courseId,
      reason,
    }),
  ]);
  return viewOf(lessonId);
}

/** The team gives a lesson to a tutor (a lesson no host matched, or a change of tutor). */
export async function assignTutor(actor: LessonActor, lessonId: string, tutorId: string): Promise<Lesson> {
  const booking = await lessonFor(actor, lessonId);
  const tutor = await Tutor.get(tutorId);
  if (!tutor) throw new ValidationError(tutorMessages.notFound, { tutorId: tutorMessages.notFound });
  if (tutor.status !== 'active') throw new ValidationError(tutorMessages.inactive, { tutorId: tutorMessages.inactive });
  if (booking.tutorId === tutorId) return viewOf(lessonId);
  await transact([
    { item: LessonItem.assignTutor(booking, tutorId), onConditionFailed: changedMeanwhile },
    {
      item: Tutor.isActive(tutorId),
      onConditionFailed: () => new ValidationError(tutorMessages.inactive, { tutorId: tutorMessages.inactive }),
    },
    {
      item: LessonItem.putHistory(lessonId, LessonItem.historyEvent('tutor', byName(actor), `Tutor: ${tutor.name}`)),
    },
    ...activity(actor, 'assign_tutor', lessonId, {
      studentId: booking.studentId,
      courseId: booking.courseId,
      tutorId,
      tutorName: tutor.name,
    }),
  ]);
  return viewOf(lessonId);
}
