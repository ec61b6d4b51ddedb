import type { MoneyQuery } from '@app/shared/credits/money';

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole cents as dollars with 2 decimals, exactly ('-1234.50'): the CSV's numbers. */
export function centsToDollars(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${pad(whole % 100)}`;
}

/** Whole cents as a price on screen ('$1,234.50', '-$50.00'). */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = Math.trunc(whole / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${dollars}.${pad(whole % 100)}`;
}

const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const firstDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** A report month ('2026-03') in words: 'Mar 2026', or with `long` 'March 2026'. */
export function monthLabel(month: string, long = false): string {
  return (long ? longMonth : shortMonth).format(firstDay(month));
}

/** A period in words: 'March 2025 to February 2026', or one month's name. */
export function periodLabel(period: MoneyQuery): string {
  return period.from === period.to
    ? monthLabel(period.from, true)
    : `${monthLabel(period.from, true)} to ${monthLabel(period.to, true)}`;
}

/** The period the screen opens on: the last 12 months, the current one (in the viewer's zone) included. */
export function defaultPeriod(now: Date = new Date()): MoneyQuery {
  const start = new Date(now.getFullYear(), now.getMonth() - 11, 1);
  return {
    from: `${start.getFullYear()}-${pad(start.getMonth() + 1)}`,
    to: `${now.getFullYear()}-${pad(now.getMonth() + 1)}`,
  };
}
