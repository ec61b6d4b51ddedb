import * as LinkItem from '../../db/entities/booking-link';
import type { TxStep } from '../../db/transact';
import { ConflictError } from '../../lib/errors';

/**
 * A booking came through one of the learner's single-use links: the service has spent it, whatever
 * the school does with the booking (takes a session, keeps it for review, cancels it), so it is
 * closed `used` in the same transaction and never offered again. Only a link of this learner and
 * course is found (the link id is looked up in their own partition). A link released or closed
 * meanwhile makes the transaction fail, and the delivery is applied again with the new state.
 */
export async function spentLinkSteps(
  linkId: string | null | undefined,
  studentId: string,
  courseId: string,
  bookingId: string,
  at: Date,
): Promise<TxStep[]> {
  if (!linkId) return [];
  const link = await LinkItem.get(studentId, courseId, linkId);
  if (link?.state !== 'open') return [];
  return LinkItem.close(link, 'used', at.toISOString(), bookingId).map((item) => ({
    item,
    onConditionFailed: () => new ConflictError('The booking link changed meanwhile; deliver again'),
  }));
}
