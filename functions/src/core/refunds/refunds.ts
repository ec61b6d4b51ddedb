import { refundableUntil, refundMessages, type RefundRequest } from '@app/shared/refunds/schemas';
import * as Activity from '../../db/entities/activity';
import * as Lot from '../../db/entities/lot';
import * as PackageRequestEntity from '../../db/entities/package-request';
import * as Refund from '../../db/entities/refund-request';
import { transact } from '../../db/transact';
import { learnerOf } from '../learners/learner-access';
import type { Caller } from '../../lib/auth';
import { ConflictError, noneIfNotFound, NotFoundError } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import * as Credits from '../credits/credit-moves';
import { mailSteps } from '../mail/outbox';
import { approvedMail, askedMails, rejectedMail } from './refund-mails';
import { refundableOf } from './refundable';

/**
 * Unused-credit refunds: within 14 days of an approved package, a student asks for the sessions
 * still in that purchase's lot back, at its price per session; the team approves (the sessions
 * leave the lot and the balance through the ledger, in one transaction conditioned on the lot
 * still holding them) or rejects with a reason.
 */
type Actor = Activity.Actor;

export async function ask(caller: Caller, packageRequestId: string, now = new Date()): Promise<RefundRequest> {
  const request = await PackageRequestEntity.get(packageRequestId);
  // A purchase of a learner of another account reads as not found: their ids are never confirmed.
  const learner = request ? await noneIfNotFound(learnerOf(caller, request.studentId)) : null;
  if (!request || !learner) throw new NotFoundError(refundMessages.notFound);
  if (request.status !== 'approved' || !request.approvedAt || !request.courseId) {
    throw new ConflictError(refundMessages.notApproved);
  }
  if (request.refundAskedAt) throw new ConflictError(refundMessages.alreadyAsked);
  if (now.toISOString() > refundableUntil(request.approvedAt)) throw new ConflictError(refundMessages.windowClosed);
  const student = learner;
  const [lot] = await Promise.all([Lot.get({ studentId: learner.id, courseId: request.courseId, id: request.id })]);
  const purchase = refundableOf(request, lot, now);
  if (!student || !purchase) throw new ConflictError(refundMessages.nothingUnused);
  const refund: RefundRequest = {
    id: request.id,
    studentId: learner.id,
    studentName: student.fullName,
    studentEmail: student.email,
    holderName: student.holderName ?? null,
    packageRequestId: request.id,
    packageName: request.packageName,
    courseId: purchase.courseId,
    courseTitle: purchase.courseTitle,
    sessions: purchase.sessions,
    pricePerSessionUsd: purchase.pricePerSessionUsd,
    amountUsd: purchase.amountUsd,
    status: 'pending',
    reason: '',
    createdAt: now.toISOString(),
    handledAt: null,
  };
  await transact([
    { item: Refund.putNew(refund), onConditionFailed: () => new ConflictError(refundMessages.alreadyAsked) },
    {
      item: PackageRequestEntity.markRefundAsked(request.id, learner.id),
      onConditionFailed: () => new ConflictError(refundMessages.alreadyAsked),
    },
    ...mailSteps(askedMails(refund)),
  ]);
  return refund;
}

export async function approve(actor: Actor, refundId: string): Promise<RefundRequest> {
  const refund = await pending(refundId);
  const notEnoughLeft = () => new ConflictError(refundMessages.notEnoughLeft);
  const notes = `Refund of ${refund.sessions} unused session${refund.sessions === 1 ? '' : 's'} ($${refund.amountUsd.toFixed(2)})`;
  // The purchase's own lot must still hold the sessions (its id is the purchase's).
  const lot = await Lot.get({ studentId: refund.studentId, courseId: refund.courseId, id: refund.packageRequestId });
  if (!lot) throw notEnoughLeft();
  await transact([
    {
      item: Refund.settle(refund.id, 'approved', '', actor.userId),
      onConditionFailed: () => new ConflictError(refundMessages.alreadyHandled),
    },
    ...Credits.refund(
      lot,
      refund.sessions,
      Math.round(refund.amountUsd * 100),
      notes,
      { createdBy: actor.userId, at: new Date() },
      notEnoughLeft,
    ),
    {
      item: Activity.put(actor, {
        action: 'approve',
        entityType: 'refund_request',
        entityId: refund.id,
        details: { studentId: refund.studentId, courseId: refund.courseId, sessions: refund.sessions },
      }),
    },
    ...mailSteps([approvedMail(refund)]),
  ]);
  countMetric('RefundsApproved');
  return (await Refund.get(refund.id))!;
}

export async function reject(actor: Actor, refundId: string, reason: string): Promise<RefundRequest> {
  const refund = await pending(refundId);
  await transact([
    {
      item: Refund.settle(refund.id, 'rejected', reason, actor.userId),
      onConditionFailed: () => new ConflictError(refundMessages.alreadyHandled),
    },
    {
      item: Activity.put(actor, {
        action: 'reject',
        entityType: 'refund_request',
        entityId: refund.id,
        details: { studentId: refund.studentId, reason },
      }),
    },
    ...mailSteps([rejectedMail(refund, reason)]),
  ]);
  return (await Refund.get(refund.id))!;
}

async function pending(refundId: string): Promise<RefundRequest> {
  const refund = await Refund.get(refundId);
  if (!refund) throw new NotFoundError('Refund request not found');
  if (refund.status !== 'pending') throw new ConflictError(refundMessages.alreadyHandled);
  return refund;
}
