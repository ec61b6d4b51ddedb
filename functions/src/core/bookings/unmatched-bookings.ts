import { UNMATCHED_REASONS, type UnmatchedReason } from '@app/shared/bookings/schemas';
import * as Counters from '../../db/entities/counters';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { Replayed, transact } from '../../db/transact';
import { env } from '../../lib/env';
import type { Mail } from '../../lib/mail';
import { mailSteps } from '../mail/outbox';
import { countMetric } from '../../lib/metrics';
import type { BookingSnapshot } from './booking-event';
import { spentLinkSteps } from '../scheduling/spent-link';
import { bookingIdFor, slotOf } from './booking-ids';

/**
 * A booking that cannot take a session from a balance is kept for the team (never dropped,
 * never charged) and the business inbox is told. Applied once, like every webhook event.
 */
export async function storeUnmatched(
  booking: BookingSnapshot,
  why: { reason: UnmatchedReason; studentId: string | null; courseId: string | null },
): Promise<'unmatched' | 'replay'> {
  const id = bookingIdFor(booking.providerBookingId);
  const now = new Date().toISOString();
  const item: Unmatched.UnmatchedItem = {
    id,
    ...slotOf(booking),
    inviteeName: booking.inviteeName,
    inviteeEmail: booking.inviteeEmail,
    hostEmail: booking.hostEmail,
    reason: why.reason,
    studentId: why.studentId,
    courseId: why.courseId,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  };
  // A learner's single-use link it came through is spent, whatever the team decides.
  const closeLink =
    why.studentId && why.courseId ? await spentLinkSteps(booking, why.studentId, why.courseId, id, new Date(now)) : [];
  try {
    await transact([
      ...closeLink,
      {
        item: ProcessedEvent.putOnce({
          kind: 'created',
          providerBookingId: booking.providerBookingId,
          target: 'unmatched',
          targetId: id,
        }),
        onConditionFailed: () => new Replayed(booking.providerBookingId),
      },
      { item: Unmatched.putNew(item) },
      { item: Counters.change({ unmatched_open: 1 }) },
      ...mailSteps([teamNotice(item)]),
    ]);
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    throw error;
  }
  countMetric('BookingsUnmatched');
  return 'unmatched';
}

function teamNotice(item: Unmatched.UnmatchedItem): Mail {
  return {
    to: env.businessInbox(),
    subject: `Booking needs attention: ${item.inviteeName || item.inviteeEmail || 'unknown invitee'}`,
    text: [
      'A booking arrived from the scheduling service that could not be taken from a student balance.',
      '',
      `Why: ${UNMATCHED_REASONS[item.reason]}`,
      `Invitee: ${item.inviteeName} <${item.inviteeEmail}>`,
      `Starts: ${item.startTime}${item.timezone ? ` (invitee's time zone: ${item.timezone})` : ''}`,
      '',
      `Assign it to a student or dismiss it: ${env.siteUrl()}/admin/bookings`,
    ].join('\n'),
  };
}
