import type { CreditLot } from '@app/shared/credits/lots';
import { refundableUntil, type RefundablePurchase } from '@app/shared/refunds/schemas';
import type { PackageRequest } from '@app/shared/requests/schemas';

/**
 * Whether `request` can still be refunded at `now`, and for how much: an approved purchase, within
 * 14 days of its approval, not asked about yet, with sessions left in its own lot (`lot`: the
 * purchase's lot; sessions taken from it by bookings, the team or its expiry are not refundable),
 * each at the lot's price per session. Grants have no request: never refundable.
 */
export function refundableOf(
  request: PackageRequest,
  lot: CreditLot | null | undefined,
  now = new Date(),
): RefundablePurchase | null {
  if (request.status !== 'approved' || !request.approvedAt || !request.courseId || request.refundAskedAt) return null;
  if (!lot || lot.kind !== 'purchase' || lot.packageRequestId !== request.id) return null;
  const until = refundableUntil(request.approvedAt);
  const sessions = lot.expiresAt && lot.expiresAt < now.toISOString() ? 0 : lot.sessionsLeft;
  if (now.toISOString() > until || sessions <= 0) return null;
  return {
    packageRequestId: request.id,
    packageName: request.packageName,
    courseId: request.courseId,
    courseTitle: request.courseTitle,
    sessions,
    pricePerSessionUsd: lot.pricePerSessionCents / 100,
    amountUsd: (lot.pricePerSessionCents * sessions) / 100,
    refundableUntil: until,
  };
}
