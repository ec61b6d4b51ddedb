import { tutorFor } from '../tutors/match-tutor';
import { unmatchedMessages, type UnmatchedBooking } from '@app/shared/admin/bookings';
import { UNMATCHED_REASONS } from '@app/shared/bookings/schemas';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Balance from '../../db/entities/balance';
import * as Booking from '../../db/entities/booking';
import * as Counters from '../../db/entities/counters';
import * as Course from '../../db/entities/course';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Student from '../../db/entities/student';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { transact } from '../../db/transact';
import { NoSessions, planTake, take, withFreshLots } from '../credits/credit-moves';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

/** The team's queue of webhook bookings that matched no balance: list, assign, dismiss. */
export async function listOpen(page: { cursor?: string; limit?: number }): Promise<Page<UnmatchedBooking>> {
  const open = await Unmatched.queryOpen({ cursor: page.cursor, limit: page.limit ?? 25 });
  return { items: open.items.map(toView), nextCursor: open.nextCursor };
}

function toView(item: Unmatched.UnmatchedItem): UnmatchedBooking {
  return {
    id: item.id,
    inviteeName: item.inviteeName,
    inviteeEmail: item.inviteeEmail,
    startTime: item.startTime,
    endTime: item.endTime,
    timezone: item.timezone,
    reason: item.reason,
    reasonText: UNMATCHED_REASONS[item.reason],
    studentId: item.studentId,
    courseId: item.courseId,
    status: item.status,
    createdAt: item.createdAt,
  };
}

const alreadyHandled = () => new ConflictError(unmatchedMessages.alreadyHandled);

async function loadOpen(id: string): Promise<Unmatched.UnmatchedItem> {
  const item = await Unmatched.get(id);
  if (!item) throw new NotFoundError(unmatchedMessages.notFound);
  if (item.status !== 'open') throw alreadyHandled();
  return item;
}

/**
 * The booking becomes the student's: one session off that course's balance (409 when none is
 * left), a booking ledger entry, and the provider's booking now points at the booking, so a later
 * cancellation or reschedule from the scheduling service applies to it. One transaction.
 */
export async function assign(actor: Actor, id: string, to: { studentId: string; courseId: string }) {
  const item = await loadOpen(id);
  const { student } = await requireStudentAndCourse(to);
  const tutorId = await tutorFor(item.hostEmail ?? null, to.courseId);
  const noSessions = () => new ConflictError(unmatchedMessages.noSessions);
  await withFreshLots(async () => {
    const at = new Date();
    const plan = await planTake(to.studentId, to.courseId, 1, at).catch((error: unknown) => {
      throw error instanceof NoSessions ? noSessions() : error;
    });
    const now = at.toISOString();
    await transact([
      {
        item: Unmatched.settle(id, {
          status: 'assigned',
          adminId: actor.userId,
          note: `${to.studentId} ${to.courseId}`,
        }),
        onConditionFailed: alreadyHandled,
      },
      ...take(
        plan,
        { type: 'booking', bookingId: id },
        `Session on ${item.startTime} (assigned by the team)`,
        {
          createdBy: actor.userId,
          at,
        },
        noSessions,
      ),
      {
        item: Booking.putNew({
          id,
          studentId: to.studentId,
          courseId: to.courseId,
          status: 'scheduled',
          providerBookingId: item.providerBookingId,
          providerEventId: item.providerEventId,
          startTime: item.startTime,
          endTime: item.endTime,
          timezone: item.timezone,
          joinUrl: item.joinUrl,
          cancelUrl: item.cancelUrl,
          rescheduleUrl: item.rescheduleUrl,
          inviteeName: item.inviteeName,
          inviteeEmail: item.inviteeEmail,
          ...(plan.parts[0] ? { lotId: plan.parts[0].lot.id } : {}),
          tutorId,
          hostEmail: item.hostEmail ?? null,
          createdAt: now,
          updatedAt: now,
        }),
        onConditionFailed: alreadyHandled,
      },
      {
        item: ProcessedEvent.retarget(item.providerBookingId, 'unmatched', { target: 'booking', targetId: id }),
        onConditionFailed: alreadyHandled,
      },
      { item: Counters.change({ unmatched_open: -1 }) },
      {
        item: Activity.put(actor, {
          action: 'assign',
          entityType: 'booking',
          entityId: id,
          details: { studentId: to.studentId, courseId: to.courseId, invitee: item.inviteeEmail },
        }),
      },
    ]);
  });
  return {
    assigned: true,
    bookingId: id,
    studentName: student.fullName,
    sessionsRemaining: await Balance.get(to.studentId, to.courseId),
  };
}

/** The student and course the team chose for a booking exist (400 naming the field otherwise). */
export async function requireStudentAndCourse(to: { studentId: string; courseId: string }) {
  const [student, course] = await Promise.all([Student.get(to.studentId), Course.get(to.courseId)]);
  if (!student)
    throw new ValidationError(unmatchedMessages.studentNotFound, { studentId: unmatchedMessages.studentNotFound });
  if (!course)
    throw new ValidationError(unmatchedMessages.courseNotFound, { courseId: unmatchedMessages.courseNotFound });
  return { student, course };
}

export async function dismiss(actor: Actor, id: string, reason: string): Promise<{ dismissed: true }> {
  const item = await loadOpen(id);
  await transact([
    {
      item: Unmatched.settle(id, { status: 'dismissed', adminId: actor.userId, note: reason }),
      onConditionFailed: alreadyHandled,
    },
    { item: Counters.change({ unmatched_open: -1 }) },
    {
      item: Activity.put(actor, {
        action: 'dismiss',
        entityType: 'booking',
        entityId: id,
        details: { reason, invitee: item.inviteeEmail },
      }),
    },
  ]);
  return { dismissed: true };
}
