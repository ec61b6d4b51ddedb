/**
 * Credits as purchases. Every session a student holds sits in a lot: what one approved package
 * bought (at its price per session, refundable within the refund window) or what the team granted
 * (free, never refundable). A course balance is the sum of its lots' sessions left. A booking takes
 * its session from the lot that expires first (then the oldest); a cancellation that returns the
 * session gives it back to the lot it came from.
 */

export const LOT_KINDS = ['purchase', 'grant'] as const;
export type LotKind = (typeof LOT_KINDS)[number];

export interface CreditLot {
  /** A purchase's lot has the package request's id; a grant's, the id of the ledger entry that made it. */
  id: string;
  studentId: string;
  courseId: string;
  kind: LotKind;
  packageRequestId: string | null;
  /** The package's name at purchase; null for a grant. */
  packageName: string | null;
  sessionsBought: number;
  sessionsLeft: number;
  /** Whole cents: the package's price divided by its sessions, rounded down (0 for a grant). */
  pricePerSessionCents: number;
  /** When the purchase was approved (or the grant made). */
  approvedAt: string;
  /** The last moment its sessions can be used (the end of a day, UTC); null when they never expire. */
  expiresAt: string | null;
  createdAt: string;
}

/** The order sessions are taken in: the lot that expires first, then the oldest. */
export function lotOrder(a: CreditLot, b: CreditLot): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    return a.expiresAt < b.expiresAt ? -1 : 1;
  }
  if (a.approvedAt !== b.approvedAt) return a.approvedAt < b.approvedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const isExpired = (lot: Pick<CreditLot, 'expiresAt'>, now: Date) =>
  lot.expiresAt !== null && lot.expiresAt < now.toISOString();

/** Lots a session can be taken from at `now`, in the order they are used. */
export function usableLots<T extends CreditLot>(lots: readonly T[], now: Date): T[] {
  return lots.filter((lot) => lot.sessionsLeft > 0 && !isExpired(lot, now)).sort(lotOrder);
}

/**
 * `count` sessions taken from `lots` in order: how many from each. Null when the usable lots hold
 * fewer than `count`.
 */
export function allocate<T extends CreditLot>(
  lots: readonly T[],
  count: number,
  now: Date,
): { lot: T; sessions: number }[] | null {
  const taken: { lot: T; sessions: number }[] = [];
  let wanted = count;
  for (const lot of usableLots(lots, now)) {
    if (wanted === 0) break;
    const sessions = Math.min(lot.sessionsLeft, wanted);
    taken.push({ lot, sessions });
    wanted -= sessions;
  }
  return wanted === 0 ? taken : null;
}

/** Days a package's sessions can be used from its approval: none, or 1 to 3 years' worth. */
export const MAX_VALIDITY_DAYS = 1_095;

/**
 * When a lot approved at `approvedAt` with a validity of `days` expires: the end (UTC) of the day
 * `days` days after approval. Null when the package has no validity.
 */
export function expiryOf(approvedAt: string, days: number | null | undefined): string | null {
  if (!days) return null;
  const end = new Date(approvedAt);
  end.setUTCDate(end.getUTCDate() + days);
  end.setUTCHours(23, 59, 59, 999);
  return end.toISOString();
}

/** A lot's expiry reminder goes this many days before it expires. */
export const EXPIRY_REMINDER_DAYS = 7;

export const remindAt = (expiresAt: string) =>
  new Date(new Date(expiresAt).getTime() - EXPIRY_REMINDER_DAYS * 24 * 3_600_000).toISOString();

/** Whole cents per session of a package (rounded down): what one unused session refunds. */
export const perSessionCents = (priceCents: number, sessionCount: number) => Math.floor(priceCents / sessionCount);
