import { changeInTime } from '@app/shared/bookings/schemas';
import * as Counters from '../../db/entities/counters';
import * as Booking from '../../db/entities/booking';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { Replayed, transact, type TxStep } from '../../db/transact';
import { ConflictError } from '../../lib/errors';
import { giveBack, lotOfBooking } from '../credits/credit-moves';
import type { BookingCanceled, Canceler } from './booking-event';
import type { CancelReason } from './lesson-mails';
import { canceledNotice } from './lesson-notices';
import * as Lesson from '../../db/entities/lesson';

export type CanceledOutcome = 'canceled_refunded' | 'canceled_kept' | 'rescheduling' | 'noted' | 'replay';

/**
 * A booking canceled. A reschedule (`rescheduled`) only takes the booking off the upcoming list
 * until the new time arrives; made less than 24 hours before the lesson's time then, it marks the
 * session as used. A real cancellation cancels the booking, and returns the session to the lot it
 * came from (a 'refund' ledger entry) when the host cancels, or when it comes at least 24 hours
 * before the start and no late move used the session already.
 */
export async function applyBookingCanceled(event: BookingCanceled, now = new Date()): Promise<CanceledOutcome> {
  const id = event.providerBookingId;
  const marker: TxStep = {
    item: ProcessedEvent.putOnce({ kind: 'canceled', providerBookingId: id, target: 'none', targetId: null }),
    onConditionFailed: () => new Replayed(id),
  };
  // Another event changed the booking between our read and our write: the inbox worker runs the
  // delivery again (a ConflictError), and the next attempt reads the new state.
  const changedMeanwhile = () => new ConflictError('The booking changed meanwhile; deliver again');
  const created = await ProcessedEvent.get('created', id);

  // No booking yet: note the cancellation, unless the booking lands meanwhile (then run it again).
  let steps: TxStep[] = created
    ? []
    : [{ item: ProcessedEvent.notApplied('created', id), onConditionFailed: changedMeanwhile }];
  let outcome: CanceledOutcome = 'noted';
  if (created?.target === 'booking' && created.targetId) {
    const booking = await Booking.get(created.targetId);
    // Already moved to a new booking id (the reschedule's new time came first) or already canceled;
    // or its attendance is recorded: the school's record of the lesson stands.
    if (booking && booking.providerBookingId === id && booking.status !== 'canceled' && !booking.attendance) {
      const superseded = event.rescheduled && (await supersededBy(event.nextProviderBookingId, booking.id));
      if (superseded) {
        // The new time arrived before this booking did and was booked (and charged) on its own:
        // this one is canceled and its session returned, so the student pays once. A move made
        // less than 24 hours before this lesson's time used the session: the new booking carries
        // that on, so cancelling it later returns nothing either.
        const movedLate = booking.sessionUsed || !changeInTime(event.canceledAt ?? now, booking.startTime);
        steps = [
          {
            item: Booking.cancel(booking.id, id, true, now.toISOString()),
            onConditionFailed: changedMeanwhile,
          },
          ...(await returnSession(booking, now)),
          ...(movedLate && superseded !== booking.id ? [{ item: Booking.markSessionUsed(superseded) }] : []),
        ];
        outcome = 'canceled_refunded';
      } else if (event.rescheduled) {
        // Judged against the time the lesson had when it was moved.
        const late = !changeInTime(event.canceledAt ?? now, booking.startTime);
        steps =
          booking.status === 'scheduled'
            ? [{ item: Booking.markRescheduling(booking.id, id, late), onConditionFailed: changedMeanwhile }]
            : [];
        outcome = 'rescheduling';
      } else {
        const canceledAt = event.canceledAt ? new Date(event.canceledAt) : now;
        const reason = cancelReason(booking, event.canceledBy, canceledAt);
        const refund = reason === 'by_tutor' || reason === 'in_time';
        steps = [
          {
            item: Booking.cancel(booking.id, id, refund, canceledAt.toISOString()),
            onConditionFailed: changedMeanwhile,
          },
          ...(refund ? await returnSession(booking, now) : []),
          canceledNotice(booking.id, reason),
          {
            item: Lesson.putHistory(
              booking.id,
              Lesson.historyEvent(
                'canceled',
                event.canceledBy === 'host' ? 'Tutor (scheduling service)' : 'Learner (scheduling service)',
                refund ? 'Cancelled; the session was returned' : 'Cancelled late; the session counts as used',
                now,
              ),
            ),
          },
        ];
        outcome = refund ? 'canceled_refunded' : 'canceled_kept';
      }
    }
  } else if (created?.target === 'unmatched' && created.targetId && !event.rescheduled) {
    const unmatched = await Unmatched.get(created.targetId);
    if (unmatched && unmatched.providerBookingId === id && unmatched.status === 'open') {
      steps = [
        { item: Unmatched.cancel(unmatched.id, id), onConditionFailed: changedMeanwhile },
        { item: Counters.change({ unmatched_open: -1 }) },
      ];
    }
  }
  try {
    await transact([marker, ...steps]);
    return outcome;
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    throw error;
  }
}

/** The booking the reschedule's new time already became on its own, if it did. */
async function supersededBy(nextProviderBookingId: string | null, bookingId: string): Promise<string | null> {
  if (!nextProviderBookingId) return null;
  const created = await ProcessedEvent.get('created', nextProviderBookingId);
  return created?.target === 'booking' && created.targetId !== null && created.targetId !== bookingId
    ? created.targetId
    : null;
}

/**
 * Why a cancellation returns the session or not: the host's always does; the student's does when
 * it comes 24 hours or more before the start, unless a late move already used the session.
 */
export function cancelReason(
  booking: Pick<Booking.BookingItem, 'startTime' | 'sessionUsed'>,
  canceledBy: Canceler | null,
  canceledAt: Date,
): CancelReason {
  if (canceledBy === 'host') return 'by_tutor';
  if (booking.sessionUsed) return 'moved_late';
  return changeInTime(canceledAt, booking.startTime) ? 'in_time' : 'late';
}

/** The session back to the lot it came from, with its ledger entry. */
export async function returnSession(booking: Booking.BookingItem, now: Date): Promise<TxStep[]> {
  return giveBack(booking, await lotOfBooking(booking), { createdBy: 'scheduling-webhook', at: now });
}
