import { FREE_CANCEL_HOURS } from '@app/shared/bookings/schemas';
import * as Balance from '../../db/entities/balance';
import * as Counters from '../../db/entities/counters';
import * as Booking from '../../db/entities/booking';
import * as Ledger from '../../db/entities/ledger-entry';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { Replayed, transact, type TxStep } from '../../db/transact';
import { ConflictError } from '../../lib/errors';
import type { BookingCanceled } from './booking-event';
import { canceledNotice } from './lesson-notices';

export type CanceledOutcome = 'canceled_refunded' | 'canceled_kept' | 'rescheduling' | 'noted' | 'replay';

/**
 * A booking canceled. A reschedule (`rescheduled`) only takes the booking off the upcoming list
 * until the new time arrives. A real cancellation cancels the booking, and returns the session to
 * the balance (a 'refund' ledger entry) when it comes at least 24 hours before the start, or when
 * the host cancels.
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
    // Already moved to a new booking id (the reschedule's new time came first) or already canceled.
    if (booking && booking.providerBookingId === id && booking.status !== 'canceled') {
      const superseded = event.rescheduled && (await supersededBy(event.nextProviderBookingId, booking.id));
      if (superseded) {
        // The new time arrived before this booking did and was booked (and charged) on its own:
        // this one is canceled and its session returned, so the student pays once.
        steps = [
          {
            item: Booking.cancel(booking.id, id, true, now.toISOString()),
            onConditionFailed: changedMeanwhile,
          },
          ...refundSteps(booking),
        ];
        outcome = 'canceled_refunded';
      } else if (event.rescheduled) {
        steps =
          booking.status === 'scheduled'
            ? [{ item: Booking.markRescheduling(booking.id, id), onConditionFailed: changedMeanwhile }]
            : [];
        outcome = 'rescheduling';
      } else {
        const canceledAt = event.canceledAt ? new Date(event.canceledAt) : now;
        const refund = event.canceledBy === 'host' || hoursBetween(canceledAt, booking.startTime) >= FREE_CANCEL_HOURS;
        const reason = event.canceledBy === 'host' ? 'by_tutor' : refund ? 'in_time' : 'late';
        steps = [
          {
            item: Booking.cancel(booking.id, id, refund, canceledAt.toISOString()),
            onConditionFailed: changedMeanwhile,
          },
          ...(refund ? refundSteps(booking) : []),
          canceledNotice(booking.id, reason),
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

/** True when the reschedule's new time already became a booking of its own. */
async function supersededBy(nextProviderBookingId: string | null, bookingId: string): Promise<boolean> {
  if (!nextProviderBookingId) return false;
  const created = await ProcessedEvent.get('created', nextProviderBookingId);
  return created?.target === 'booking' && created.targetId !== null && created.targetId !== bookingId;
}

/** The session back on the balance, with its ledger entry. */
export function refundSteps(booking: Booking.BookingItem): TxStep[] {
  return [
    { item: Balance.credit(booking.studentId, booking.courseId, 1) },
    {
      item: Ledger.put({
        studentId: booking.studentId,
        courseId: booking.courseId,
        type: 'refund',
        amount: 1,
        packageRequestId: null,
        bookingId: booking.id,
        notes: `Canceled session of ${booking.startTime}`,
        createdBy: 'scheduling-webhook',
      }),
    },
  ];
}

function hoursBetween(from: Date, startTime: string): number {
  return (new Date(startTime).getTime() - from.getTime()) / 3_600_000;
}
