import { refundableUntil, refundAmount, type RefundablePurchase } from '@app/shared/refunds/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';

/**
 * Whether `request` can still be refunded at `now`, and for how much: an approved purchase, within
 * 14 days of its approval, not asked about yet, with unused sessions (the smaller of the package's
 * sessions and the course balance, since sessions are interchangeable).
 */
export function refundableOf(request: PackageRequest, balance: number, now = new Date()): RefundablePurchase | null {
  if (request.status !== 'approved' || !request.approvedAt || !request.courseId || request.refundAskedAt) return null;
  const until = refundableUntil(request.approvedAt);
  const sessions = Math.min(request.sessionCount, balance);
  if (now.toISOString() > until || sessions <= 0) return null;
  return {
    packageRequestId: request.id,
    packageName: request.packageName,
    courseId: request.courseId,
    courseTitle: request.courseTitle,
    sessions,
    ...refundAmount(request.priceUsd, request.sessionCount, sessions),
    refundableUntil: until,
  };
}
