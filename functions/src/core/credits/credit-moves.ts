import { allocate, expiryOf, perSessionCents, usableLots, type CreditLot } from '@app/shared/credits/lots';
import { monthOf, type Owed } from '@app/shared/credits/money';
import * as Balance from '../../db/entities/balance';
import * as Ledger from '../../db/entities/ledger-entry';
import * as Lot from '../../db/entities/lot';
import * as Money from '../../db/entities/money-report';
import type { TxStep } from '../../db/transact';

/**
 * Every move of sessions, as the steps of one transaction: the lot it concerns, the course balance
 * (always the sum of the lots), a ledger entry per lot naming it, and the money figures (the
 * month's, and what is owed). The callers add their own steps (the booking, the request, the
 * activity) and write them all at once.
 */
export interface MoveBy {
  /** Who made it: an admin's id, or the scheduling webhook or a job. */
  createdBy: string;
  at: Date;
}

/** The sessions asked for are not there (the balance or the lots hold fewer). */
export class NoSessions extends Error {}
/** A lot changed between the read and the write: read again and retry (`withFreshLots`). */
export class LotsChanged extends Error {}

/** Runs a move again (up to `attempts` times) when another move changed the lots it planned on. */
export async function withFreshLots<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LotsChanged) || attempt >= attempts) throw error;
    }
  }
}

function figureSteps(courseId: string, at: Date, figures: Money.FiguresChange, owed: Partial<Owed>): TxStep[] {
  return [...Money.addToMonth(monthOf(at.toISOString()), courseId, figures), ...Money.addToOwed(courseId, owed)].map(
    (item) => ({ item }),
  );
}

const owedOf = (lot: Pick<CreditLot, 'kind' | 'pricePerSessionCents'>, sessions: number): Partial<Owed> =>
  lot.kind === 'grant'
    ? { grantSessions: sessions }
    : { paidSessions: sessions, paidCents: sessions * lot.pricePerSessionCents };

/** An approved purchase: its lot (the package request's id), credited to the balance. */
export function purchase(
  request: {
    id: string;
    studentId: string;
    packageName: string;
    sessionCount: number;
    priceCents: number;
    validityDays?: number | null;
  },
  courseId: string,
  notes: string,
  by: MoveBy,
): { lot: CreditLot; steps: TxStep[] } {
  const approvedAt = by.at.toISOString();
  const lot: CreditLot = {
    id: request.id,
    studentId: request.studentId,
    courseId,
    kind: 'purchase',
    packageRequestId: request.id,
    packageName: request.packageName,
    sessionsBought: request.sessionCount,
    sessionsLeft: request.sessionCount,
    pricePerSessionCents: perSessionCents(request.priceCents, request.sessionCount),
    approvedAt,
    expiresAt: expiryOf(approvedAt, request.validityDays),
    createdAt: approvedAt,
  };
  return {
    lot,
    steps: [
      { item: Lot.putNew(lot) },
      { item: Balance.credit(request.studentId, courseId, request.sessionCount) },
      {
        item: Ledger.put({
          studentId: request.studentId,
          courseId,
          type: 'purchase',
          amount: request.sessionCount,
          packageRequestId: request.id,
          bookingId: null,
          lotId: lot.id,
          notes,
          createdBy: by.createdBy,
        }),
      },
      ...figureSteps(
        courseId,
        by.at,
        { soldSessions: request.sessionCount, soldCents: request.priceCents },
        owedOf(lot, request.sessionCount),
      ),
    ],
  };
}

/** Sessions the team gives: a lot of their own, free and never refundable. */
export function grant(studentId: string, courseId: string, sessions: number, notes: string, by: MoveBy): TxStep[] {
  const at = by.at.toISOString();
  const lot: CreditLot = {
    id: crypto.randomUUID(),
    studentId,
    courseId,
    kind: 'grant',
    packageRequestId: null,
    packageName: null,
    sessionsBought: sessions,
    sessionsLeft: sessions,
    pricePerSessionCents: 0,
    approvedAt: at,
    expiresAt: null,
    createdAt: at,
  };
  return [
    { item: Lot.putNew(lot) },
    { item: Balance.credit(studentId, courseId, sessions) },
    {
      item: Ledger.put({
        studentId,
        courseId,
        type: 'adjustment',
        amount: sessions,
        packageRequestId: null,
        bookingId: null,
        lotId: lot.id,
        notes,
        createdBy: by.createdBy,
      }),
    },
    ...figureSteps(courseId, by.at, { grantedSessions: sessions }, { grantSessions: sessions }),
  ];
}

/** Which lots `sessions` sessions come from: the lot that expires first, then the oldest. */
export interface TakePlan {
  studentId: string;
  courseId: string;
  parts: { lot: CreditLot; sessions: number }[];
  /** Sessions credited before lots existed (taken from the balance alone until the migration). */
  unlotted: number;
}

/** Reads the balance and its lots and plans the take; throws NoSessions when they hold too few. */
export async function planTake(studentId: string, courseId: string, sessions: number, now: Date): Promise<TakePlan> {
  const { lots, unlotted } = await Lot.withBalance(studentId, courseId);
  const parts = allocate(lots, sessions, now);
  if (parts) return { studentId, courseId, parts, unlotted: 0 };
  const usable = usableLots(lots, now).map((lot) => ({ lot, sessions: lot.sessionsLeft }));
  const held = usable.reduce((sum, part) => sum + part.sessions, 0);
  if (held + unlotted < sessions) throw new NoSessions();
  return { studentId, courseId, parts: usable, unlotted: sessions - held };
}

/**
 * Sessions leave the balance for a booking (`used`) or by the team (`removed`), from the planned
 * lots, each lot's share with its own ledger entry.
 */
export function take(
  plan: TakePlan,
  kind: { type: 'booking'; bookingId: string } | { type: 'adjustment' },
  notes: string,
  by: MoveBy,
  onNoSessions: () => Error = () => new NoSessions(),
): TxStep[] {
  const { studentId, courseId } = plan;
  const total = plan.parts.reduce((sum, part) => sum + part.sessions, 0) + plan.unlotted;
  const entry = (amount: number, lotId: string | null): TxStep => ({
    item: Ledger.put({
      studentId,
      courseId,
      type: kind.type,
      amount,
      packageRequestId: null,
      bookingId: kind.type === 'booking' ? kind.bookingId : null,
      lotId,
      notes,
      createdBy: by.createdBy,
    }),
  });
  const sessions = (type: 'purchase' | 'grant') =>
    plan.parts.filter((part) => part.lot.kind === type).reduce((sum, part) => sum + part.sessions, 0);
  const cents = plan.parts.reduce((sum, part) => sum + part.sessions * part.lot.pricePerSessionCents, 0);
  const used = kind.type === 'booking';
  return [
    { item: Balance.debit(studentId, courseId, total), onConditionFailed: onNoSessions },
    ...plan.parts.flatMap((part) => [
      { item: Lot.take(part.lot, part.sessions, by.at), onConditionFailed: () => new LotsChanged() },
      entry(-part.sessions, part.lot.id),
    ]),
    ...(plan.unlotted > 0 ? [entry(-plan.unlotted, null)] : []),
    ...figureSteps(
      courseId,
      by.at,
      // Sessions no lot held yet are counted by the data migration, which replays their entries.
      used
        ? { usedSessions: total - plan.unlotted, usedCents: cents }
        : { removedSessions: total - plan.unlotted, removedCents: cents },
      { paidSessions: -sessions('purchase'), paidCents: -cents, grantSessions: -sessions('grant') },
    ),
  ];
}

/** The lot a booking's session was taken from (null for a booking made before lots). */
export async function lotOfBooking(booking: { studentId: string; courseId: string; lotId?: string | null }) {
  return booking.lotId
    ? Lot.get({ studentId: booking.studentId, courseId: booking.courseId, id: booking.lotId })
    : null;
}

/** A canceled lesson's session back to the lot it came from, with a `refund` ledger entry. */
export function giveBack(
  booking: { id: string; studentId: string; courseId: string; startTime: string },
  lot: CreditLot | null,
  by: MoveBy,
): TxStep[] {
  return [
    ...(lot ? [{ item: Lot.giveBack(lot, 1) }] : []),
    { item: Balance.credit(booking.studentId, booking.courseId, 1) },
    {
      item: Ledger.put({
        studentId: booking.studentId,
        courseId: booking.courseId,
        type: 'refund',
        amount: 1,
        packageRequestId: null,
        bookingId: booking.id,
        lotId: lot?.id ?? null,
        notes: `Canceled session of ${booking.startTime}`,
        createdBy: by.createdBy,
      }),
    },
    ...(lot
      ? figureSteps(
          booking.courseId,
          by.at,
          { returnedSessions: 1, returnedCents: lot.pricePerSessionCents },
          owedOf(lot, 1),
        )
      : []),
  ];
}

/** Unused sessions of a purchase refunded: they leave its lot (only while it still holds them). */
export function refund(
  lot: CreditLot,
  sessions: number,
  amountCents: number,
  notes: string,
  by: MoveBy,
  onNotEnough: () => Error,
): TxStep[] {
  return [
    { item: Lot.take(lot, sessions), onConditionFailed: onNotEnough },
    { item: Balance.debit(lot.studentId, lot.courseId, sessions), onConditionFailed: onNotEnough },
    {
      item: Ledger.put({
        studentId: lot.studentId,
        courseId: lot.courseId,
        type: 'unused_refund',
        amount: -sessions,
        packageRequestId: lot.packageRequestId,
        bookingId: null,
        lotId: lot.id,
        notes,
        createdBy: by.createdBy,
      }),
    },
    ...figureSteps(
      lot.courseId,
      by.at,
      { refundedSessions: sessions, refundedCents: amountCents },
      { paidSessions: -sessions, paidCents: -sessions * lot.pricePerSessionCents },
    ),
  ];
}

/** The sessions a lot still held when it expired leave through an `expired` ledger entry. */
export function expire(lot: CreditLot, by: MoveBy): TxStep[] {
  const sessions = lot.sessionsLeft;
  return [
    { item: Lot.expire(lot, sessions, by.at), onConditionFailed: () => new LotsChanged() },
    { item: Balance.debit(lot.studentId, lot.courseId, sessions), onConditionFailed: () => new LotsChanged() },
    {
      item: Ledger.put({
        studentId: lot.studentId,
        courseId: lot.courseId,
        type: 'expired',
        amount: -sessions,
        packageRequestId: lot.packageRequestId,
        bookingId: null,
        lotId: lot.id,
        notes: `${sessions} unused session${sessions === 1 ? '' : 's'} of ${lot.packageName ?? 'a grant'} expired`,
        createdBy: by.createdBy,
      }),
    },
    ...figureSteps(
      lot.courseId,
      by.at,
      { expiredSessions: sessions, expiredCents: sessions * lot.pricePerSessionCents },
      { paidSessions: -sessions, paidCents: -sessions * lot.pricePerSessionCents },
    ),
  ];
}
