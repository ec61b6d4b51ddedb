import * as z from 'zod';
import { pageQueryFields } from '../http/page';
import { requiredText } from '../text';

/** Unused sessions of a package can be refunded within this many days of its approval. */
export const REFUND_WINDOW_DAYS = 14;

export const refundMessages = {
  packageRequired: 'Choose the purchase to refund',
  notFound: 'Purchase not found',
  notApproved: 'Only an approved purchase can be refunded.',
  windowClosed: `Unused sessions can be refunded within ${REFUND_WINDOW_DAYS} days of the purchase.`,
  nothingUnused: 'There are no unused sessions of this purchase to refund.',
  alreadyAsked: 'A refund of this purchase was already asked for.',
  reasonRequired: 'Reason is required',
  alreadyHandled: 'This refund request has already been handled.',
  notEnoughLeft:
    'The student no longer has these sessions unused (some were booked since). Reject this refund and ask the student to ask again.',
} as const;

/** POST /api/me/refund-requests */
export const refundAskSchema = z.strictObject({
  packageRequestId: z
    .string({ error: refundMessages.packageRequired })
    .trim()
    .min(1, refundMessages.packageRequired)
    .max(128, refundMessages.notFound),
});

/** POST /api/admin/refund-requests/{refundId}/approve: nothing to add, but a JSON object all the same. */
export const refundApproveSchema = z.strictObject({});

/** POST /api/admin/refund-requests/{refundId}/reject */
export const refundRejectSchema = z.strictObject({
  reason: requiredText(1, refundMessages.reasonRequired, 500, 'Reason must be at most 500 characters'),
});

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** GET /api/admin/refund-requests */
export const refundQuerySchema = z.strictObject({
  status: z.enum(REFUND_STATUSES, { error: 'Status must be pending, approved or rejected' }).optional(),
  ...pageQueryFields,
});

export interface RefundRequest {
  id: string;
  studentId: string;
  /** The learner's name; the account's address. */
  studentName: string;
  studentEmail: string;
  /** The account holder's name, when someone else than the learner (left out by earlier versions). */
  holderName?: string | null;
  packageRequestId: string;
  packageName: string;
  courseId: string;
  courseTitle: string | null;
  /** Unused sessions when asked: those left in the purchase's own lot. */
  sessions: number;
  pricePerSessionUsd: number;
  amountUsd: number;
  status: RefundStatus;
  reason: string;
  createdAt: string;
  handledAt: string | null;
}

/** A purchase the student may still ask to refund (shown on the dashboard before confirming). */
export type RefundablePurchase = Pick<
  RefundRequest,
  'packageRequestId' | 'packageName' | 'courseId' | 'courseTitle' | 'sessions' | 'pricePerSessionUsd' | 'amountUsd'
> & {
  /** The last moment a refund can be asked for. */
  refundableUntil: string;
};

/** Price per session in whole cents, and the refund for `sessions` of them. */
export function refundAmount(priceUsd: number, sessionCount: number, sessions: number) {
  const perSessionCents = Math.floor(Math.round(priceUsd * 100) / sessionCount);
  return { pricePerSessionUsd: perSessionCents / 100, amountUsd: (perSessionCents * sessions) / 100 };
}

/** Until when a package approved at `approvedAt` may be refunded. */
export function refundableUntil(approvedAt: string): string {
  return new Date(new Date(approvedAt).getTime() + REFUND_WINDOW_DAYS * 24 * 3_600_000).toISOString();
}
