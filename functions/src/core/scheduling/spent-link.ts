import * as LinkItem from '../../db/entities/booking-link';
import type { TxStep } from '../../db/transact';
import { ConflictError } from '../../lib/errors';
import type { BookingSnapshot } from '../bookings/booking-event';

/**
 * A booking came through one of the learner's single-use links: the service has spent it, whatever
 * the school does with the booking (takes a session, keeps it for review, cancels it), so it is
 * closed `used` in the same transaction and never offered again. Only a link of this learner and
 * course is found (the link id is looked up in their own partition), and only for a booking of
 * the link's event type. A link released or closed
 * meanwhile makes the transaction fail, and the delivery is applied again with the new state.
 */
export async function spentLinkSteps(
  booking: Pick<BookingSnapshot, 'tracking' | 'eventTypeId'>,
  studentId: string,
  courseId: string,
  bookingId: string,
  at: Date,
): Promise<TxStep[]> {
  const linkId = booking.tracking.link;
  if (!linkId) return [];
  const link = await LinkItem.get(studentId, courseId, linkId);
  if (link?.state !== 'open') return [];
  // A link id carried onto another event type's page spent nothing of this link.
  if (booking.eventTypeId && booking.eventTypeId !== link.eventTypeUri) return [];
  return LinkItem.close(link, 'used', at.toISOString(), bookingId).map((item) => ({
    item,
    onConditionFailed: () => new ConflictError('The booking link changed meanwhile; deliver again'),
  }));
}
