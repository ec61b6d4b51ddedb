import { MONEY_FIGURES, netCents, type MoneyFigure, type MoneyMonth, type MoneyQuery } from '@app/shared/credits/money';
import { centsToDollars } from './money-format';

/** The CSV's column of each figure, in the report's order; USD columns hold dollars. */
export const FIGURE_COLUMNS: Record<MoneyFigure, string> = {
  soldSessions: 'Sold sessions',
  soldCents: 'Sold (USD)',
  grantedSessions: 'Given free sessions',
  usedSessions: 'Used sessions',
  usedCents: 'Used (USD)',
  returnedSessions: 'Returned sessions',
  returnedCents: 'Returned (USD)',
  expiredSessions: 'Expired sessions',
  expiredCents: 'Expired (USD)',
  refundedSessions: 'Refunded sessions',
  refundedCents: 'Refunded (USD)',
  removedSessions: 'Removed sessions',
  removedCents: 'Removed (USD)',
};

const isCents = (figure: MoneyFigure) => figure.endsWith('Cents');

/**
 * The report's months as CSV (RFC 4180 line ends): the month, every figure (sessions as counts,
 * USD as dollars with 2 decimals) and the net revenue (sold less refunded). No cell needs quoting.
 */
export function moneyCsv(months: readonly MoneyMonth[]): string {
  const header = ['Month', ...MONEY_FIGURES.map((figure) => FIGURE_COLUMNS[figure]), 'Net revenue (USD)'];
  const rows = months.map((month) => [
    month.month,
    ...MONEY_FIGURES.map((figure) => (isCents(figure) ? centsToDollars(month[figure]) : String(month[figure]))),
    centsToDollars(netCents(month)),
  ]);
  return `${[header, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** 'money-2025-04-to-2026-03.csv' */
export const moneyCsvFileName = (period: MoneyQuery) => `money-${period.from}-to-${period.to}.csv`;
