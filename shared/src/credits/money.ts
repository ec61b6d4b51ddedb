import * as z from 'zod';

/**
 * The school's money at a glance. Every move of sessions adds to a month's figures per course (in
 * the transaction of the move itself), and to what the school still owes in lessons per course:
 * the sessions bought and not yet used, each at its lot's price per session (whole cents, what a
 * refund of it would pay). Grants are counted in sessions; they are worth nothing.
 */
export const MONEY_FIGURES = [
  'soldSessions',
  'soldCents',
  'grantedSessions',
  'usedSessions',
  'usedCents',
  'returnedSessions',
  'returnedCents',
  'expiredSessions',
  'expiredCents',
  'refundedSessions',
  'refundedCents',
  'removedSessions',
  'removedCents',
] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];
export type MoneyFigures = Record<MoneyFigure, number>;

export const noFigures = (): MoneyFigures => Object.fromEntries(MONEY_FIGURES.map((name) => [name, 0])) as MoneyFigures;

/** What the school owes in lessons on one course: paid sessions left and their value, free sessions left. */
export interface Owed {
  paidSessions: number;
  paidCents: number;
  grantSessions: number;
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthOf = (at: string) => at.slice(0, 7);

export const moneyMessages = {
  monthFormat: 'Months are written YYYY-MM',
  periodOrder: 'The period must end after it starts',
  periodTooLong: 'Choose a period of at most 36 months',
} as const;

/** Longest period one report covers, in months. */
export const MAX_REPORT_MONTHS = 36;

export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** GET /api/admin/reports/money?from=YYYY-MM&to=YYYY-MM */
export const moneyQuerySchema = z
  .strictObject({
    from: z.string({ error: moneyMessages.monthFormat }).regex(MONTH, moneyMessages.monthFormat),
    to: z.string({ error: moneyMessages.monthFormat }).regex(MONTH, moneyMessages.monthFormat),
  })
  .refine((query) => query.from <= query.to, { message: moneyMessages.periodOrder, path: ['to'] })
  .refine((query) => monthsBetween(query.from, query.to) <= MAX_REPORT_MONTHS, {
    message: moneyMessages.periodTooLong,
    path: ['from'],
  });
export type MoneyQuery = z.output<typeof moneyQuerySchema>;

export interface MoneyMonth extends MoneyFigures {
  month: string;
}

export interface MoneyCourse extends Owed {
  courseId: string;
  courseTitle: string | null;
  /** The period's figures of this course. */
  figures: MoneyFigures;
}

/** GET /api/admin/reports/money */
export interface MoneyReport {
  from: string;
  to: string;
  /** Every month of the period, in order (zeros for a quiet month). */
  months: MoneyMonth[];
  /** The period's figures, all courses. */
  totals: MoneyFigures;
  /** Per course: the period's figures and, today, what is owed. */
  courses: MoneyCourse[];
  /** What is owed today, all courses. */
  owed: Owed;
}

/** The months of a period, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Net revenue of figures: what was sold less what was refunded, in cents. */
export const netCents = (figures: Pick<MoneyFigures, 'soldCents' | 'refundedCents'>) =>
  figures.soldCents - figures.refundedCents;
