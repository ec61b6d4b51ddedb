import * as Counters from '../../db/entities/counters';
import * as Booking from '../../db/entities/booking';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { changeInTime } from '@app/shared/bookings/schemas';
import { historyTime } from '@app/shared/lessons/lessons';
import { Replayed, transact, type TxStep } from '../../db/transact';
import { countMetric } from '../../lib/metrics';
import { NoSessions, planTake, take, withFreshLots } from '../credits/credit-moves';
import { cancelReason, returnSession } from './apply-booking-canceled';
import type { BookingCreated, BookingRescheduled, BookingSnapshot } from './booking-event';
import { bookingIdFor, slotOf } from './booking-ids';
import { matchBooking, matchLinked, namesNoStudent, type BookingLink } from './match-booking';
import { storeUnmatched } from './unmatched-bookings';
import { bookedNotice, rescheduledNotice } from './lesson-notices';
import * as Lesson from '../../db/entities/lesson';
import { tutorByHost, tutorFor } from '../tutors/match-tutor';
import * as SchedulingSettings from '../../db/entities/scheduling-settings';
import { cancelBeyondBalance } from '../scheduling/beyond-balance';
import { releaseUncovered } from '../scheduling/booking-links';
import { spentLinkSteps } from '../scheduling/spent-link';
import { linkModeOf } from '../scheduling/link-mode';

/** Who the lesson history names for what the scheduling service did. */
export const SCHEDULING_SERVICE = 'Scheduling service';

/**
 * `no_student`: the booking names no student of the school (no reference we signed, or a student
 * who does not exist); nothing is written, and the delivery waits for the team, who may link it.
 */
export type CreatedOutcome =
  'booked' | 'rescheduled' | 'unmatched' | 'canceled_before_created' | 'canceled_no_sessions' | 'replay' | 'no_student';

class CanceledFirst extends Error {}
class MovedElsewhere extends Error {}

/**
 * A new booking. In one transaction: the booking, one session off the balance (only while above
 * 0), its ledger entry, and the processed-event marker. A student who cannot be charged (no
 * session left, not active) or a course gone: an unmatched booking for the team instead. The
 * student is the one the booking reference names, or the one the team linked (`link`).
 */
export function applyBookingCreated(
  event: BookingCreated,
  referenceKey: string,
  link: BookingLink | null = null,
): Promise<CreatedOutcome> {
  return book(event, referenceKey, link);
}

/**
 * The new time of a reschedule: the booking it replaces moves at no cost. When that booking is
 * unknown to us (or was canceled meanwhile), the new time is a booking of its own.
 */
export async function applyBookingRescheduled(
  event: BookingRescheduled,
  referenceKey: string,
  link: BookingLink | null = null,
  now = new Date(),
): Promise<CreatedOutcome> {
  const moved = await moveRescheduled(event, event.previousProviderBookingId, now);
  return moved ?? book(event, referenceKey, link);
}

async function book(event: BookingSnapshot, referenceKey: string, link: BookingLink | null): Promise<CreatedOutcome> {
  let match = await matchBooking(event, referenceKey);
  // The team's link stands in for a reference only when the reference names nobody.
  if (!match.matched && namesNoStudent(match.reason) && link) match = await matchLinked(link);
  if (!match.matched) return namesNoStudent(match.reason) ? 'no_student' : storeUnmatched(event, match);

  const id = bookingIdFor(event.providerBookingId);
  const studentId = match.studentId;
  const courseId = match.courseId;
  // A course booked through single-use links is paid for only by a lesson on its own calendar:
  // a reference carried onto another course's page is not charged (the team looks at it).
  if (event.eventTypeId) {
    const mapped = await SchedulingSettings.getCourseMapping(courseId);
    if (mapped && mapped !== event.eventTypeId) {
      return storeUnmatched(event, { reason: 'wrong_event_type', studentId, courseId });
    }
  }
  const tutorId = await tutorFor(event.hostEmail, courseId);
  // The single-use link it came through is spent: closed with the booking.
  const closeLink = await spentLinkSteps(event, studentId, courseId, id, new Date());
  try {
    return await withFreshLots(async () => {
      const at = new Date();
      const plan = await planTake(studentId, courseId, 1, at);
      const booking: Booking.BookingItem = {
        id,
        studentId,
        courseId,
        status: 'scheduled',
        ...slotOf(event),
        inviteeName: event.inviteeName,
        inviteeEmail: event.inviteeEmail,
        ...(plan.parts[0] ? { lotId: plan.parts[0].lot.id } : {}),
        tutorId,
        hostEmail: event.hostEmail,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      };
      try {
        await transact([
          {
            item: ProcessedEvent.putOnce({
              kind: 'created',
              providerBookingId: event.providerBookingId,
              target: 'booking',
              targetId: id,
            }),
            onConditionFailed: () => new Replayed(event.providerBookingId),
          },
          // Deliveries can arrive out of order: a cancellation seen first means nothing is charged.
          {
            item: ProcessedEvent.notApplied('canceled', event.providerBookingId),
            onConditionFailed: () => new CanceledFirst(),
          },
          ...take(plan, { type: 'booking', bookingId: id }, `Session on ${booking.startTime}`, {
            createdBy: 'scheduling-webhook',
            at,
          }),
          { item: Booking.putNew(booking) },
          ...closeLink,
          {
            item: Lesson.putHistory(
              id,
              Lesson.historyEvent('booked', SCHEDULING_SERVICE, `Booked for ${historyTime(booking.startTime)}`, at),
            ),
          },
          bookedNotice(id),
        ]);
      } catch (error) {
        if (error instanceof CanceledFirst) return storeCanceled(booking, closeLink);
        throw error;
      }
      countMetric('BookingsMade');
      return 'booked' as const;
    }).then(async (outcome) => {
      if (event.tracking.link) await releaseUncovered(studentId, courseId);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    if (error instanceof NoSessions) {
      // Nothing pays for it. On a course booked through single-use links, it is cancelled at the
      // service (the school's default; the team may choose review instead). A course still booked
      // through its open scheduling page keeps today's rule: the team reviews it.
      const [connection, eventTypeUri] = await Promise.all([
        SchedulingSettings.getConnection(),
        SchedulingSettings.getCourseMapping(courseId),
      ]);
      if (linkModeOf(connection, eventTypeUri).mode === 'single_use' && connection?.beyondBalance === 'cancel') {
        return cancelBeyondBalance(event, studentId, courseId);
      }
      return storeUnmatched(event, { reason: 'no_balance', studentId, courseId });
    }
    throw error;
  }
}

/** The cancellation came before the booking: keep the booking, canceled, with no charge. */
async function storeCanceled(booking: Booking.BookingItem, closeLink: TxStep[]): Promise<CreatedOutcome> {
  try {
    await transact([
      {
        item: ProcessedEvent.putOnce({
          kind: 'created',
          providerBookingId: booking.providerBookingId,
          target: 'booking',
          targetId: booking.id,
        }),
        onConditionFailed: () => new Replayed(booking.providerBookingId),
      },
      {
        item: Booking.putNew({ ...booking, status: 'canceled', canceledAt: new Date().toISOString(), refunded: false }),
      },
      ...closeLink,
    ]);
    return 'canceled_before_created';
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    throw error;
  }
}

/**
 * The same booking (or unmatched booking) at the new time and under the new booking id; nothing
 * is charged or refunded. Undefined when the previous booking id is unknown to us: then it is a
 * new booking.
 */
async function moveRescheduled(
  event: BookingRescheduled,
  previousId: string,
  now: Date,
): Promise<CreatedOutcome | undefined> {
  const previous = await ProcessedEvent.get('created', previousId);
  if (!previous?.targetId || previous.target === 'none') return undefined;
  // A booking cancelled at the service for want of a session, moved before that cancellation
  // landed: the new time is a booking of its own, paid for or cancelled like any other.
  if (previous.target === 'unmatched' && (await Unmatched.get(previous.targetId))?.canceledAtSource) return undefined;
  const slot = slotOf(event);
  let move;
  let steps: TxStep[] = [];
  if (previous.target === 'booking') {
    const booking = await Booking.get(previous.targetId);
    if (!booking) throw new Error(`Booking ${previous.targetId} named by a processed event is missing`);
    // Judged against the time the lesson had when it was moved (the old time, while it still has it).
    const late =
      booking.providerBookingId === previousId && !changeInTime(event.rescheduledAt ?? now, booking.startTime);
    // The new time may be with another host who is a tutor: the lesson follows them, unless the
    // team chose its tutor (their choice stands); otherwise it keeps its tutor.
    const byHost = booking.tutorByTeam ? null : await tutorByHost(event.hostEmail);
    const newTutor = byHost && byHost !== booking.tutorId ? byHost : null;
    move = Booking.move(
      booking,
      previousId,
      slot,
      late,
      newTutor ? { tutorId: newTutor, hostEmail: event.hostEmail } : null,
    );
    steps = [
      rescheduledNotice(booking.id, late || Boolean(booking.sessionUsed)),
      ...(newTutor
        ? [
            {
              item: Lesson.putHistory(
                booking.id,
                Lesson.historyEvent('tutor', SCHEDULING_SERVICE, 'Tutor: the host of the new time', now),
              ),
            },
          ]
        : []),
      {
        item: Lesson.putHistory(
          booking.id,
          Lesson.historyEvent(
            'moved',
            SCHEDULING_SERVICE,
            `Moved from ${historyTime(booking.startTime)} to ${historyTime(slot.startTime)}`,
            now,
          ),
        ),
      },
    ];
  } else {
    move = Unmatched.move(previous.targetId, previousId, slot, event.hostEmail);
  }
  try {
    await transact([
      {
        item: ProcessedEvent.putOnce({
          kind: 'created',
          providerBookingId: event.providerBookingId,
          target: previous.target,
          targetId: previous.targetId,
        }),
        onConditionFailed: () => new Replayed(event.providerBookingId),
      },
      { item: move, onConditionFailed: () => new MovedElsewhere() },
      // The new time was canceled before this delivery: handled below.
      {
        item: ProcessedEvent.notApplied('canceled', event.providerBookingId),
        onConditionFailed: () => new CanceledFirst(),
      },
      ...steps,
    ]);
    return previous.target === 'booking' ? 'rescheduled' : 'unmatched';
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    if (error instanceof CanceledFirst) {
      return cancelMoved(event, previousId, { target: previous.target, targetId: previous.targetId }, now);
    }
    // The old booking was canceled meanwhile: the new time is a booking of its own.
    if (error instanceof MovedElsewhere) return undefined;
    throw error;
  }
}

/**
 * The rescheduled time was canceled before its booking arrived: the booking ends canceled. The
 * session returns when the new time is at least 24 hours away and no late move used it (the
 * cancellation's own time and canceler are no longer known here).
 */
async function cancelMoved(
  event: BookingRescheduled,
  previousId: string,
  previous: { target: 'booking' | 'unmatched'; targetId: string },
  now: Date,
): Promise<CreatedOutcome> {
  const marker = {
    item: ProcessedEvent.putOnce({
      kind: 'created',
      providerBookingId: event.providerBookingId,
      target: previous.target,
      targetId: previous.targetId,
    }),
    onConditionFailed: () => new Replayed(event.providerBookingId),
  };
  const steps: TxStep[] = [marker];
  if (previous.target === 'unmatched') {
    steps.push(
      { item: Unmatched.cancel(previous.targetId, previousId) },
      { item: Counters.change({ unmatched_open: -1 }) },
    );
  } else {
    const booking = await Booking.get(previous.targetId);
    if (!booking) throw new Error(`Booking ${previous.targetId} named by a processed event is missing`);
    // The move itself came too late (judged against the time the lesson had then, which the
    // booking still holds), or an earlier late move used the session: nothing comes back.
    const movedLate = !changeInTime(event.rescheduledAt ?? now, booking.startTime);
    const refund = !movedLate && cancelReason({ ...booking, startTime: event.startTime }, null, now) === 'in_time';
    steps.push({ item: Booking.cancel(booking.id, previousId, refund, now.toISOString()) });
    if (refund) steps.push(...(await returnSession(booking, now)));
  }
  try {
    await transact(steps);
    return 'canceled_before_created';
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    throw error;
  }
}
