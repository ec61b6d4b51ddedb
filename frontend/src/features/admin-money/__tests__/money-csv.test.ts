import { describe, expect, it } from 'vitest';
import { moneyCsv, moneyCsvFileName } from '../money-csv';
import { centsToDollars, defaultPeriod, formatCents, monthLabel, periodLabel } from '../money-format';
import { moneyReport } from './money-fixture';

describe('moneyCsv', () => {
  it('writes one row per month: every figure, USD as dollars with 2 decimals, and the net revenue', () => {
    expect(moneyCsv(moneyReport.months).split('\r\n')).toEqual([
      'Month,Sold sessions,Sold (USD),Given free sessions,Used sessions,Used (USD),Returned sessions,Returned (USD),' +
        'Expired sessions,Expired (USD),Refunded sessions,Refunded (USD),Removed sessions,Removed (USD),Net revenue (USD)',
      '2026-01,16,360.00,2,10,225.00,1,22.50,0,0.00,0,0.00,0,0.00,360.00',
      '2026-02,0,0.00,0,0,0.00,0,0.00,0,0.00,0,0.00,0,0.00,0.00',
      '2026-03,1,25.00,0,3,67.50,0,0.00,2,45.00,4,90.01,1,22.50,-65.01',
      '',
    ]);
  });
  it('is only the header for a report without months', () => {
    expect(moneyCsv([])).toBe(
      'Month,Sold sessions,Sold (USD),Given free sessions,Used sessions,Used (USD),Returned sessions,Returned (USD),' +
        'Expired sessions,Expired (USD),Refunded sessions,Refunded (USD),Removed sessions,Removed (USD),Net revenue (USD)\r\n',
    );
  });
  it('names the file after the period', () => {
    expect(moneyCsvFileName({ from: '2025-04', to: '2026-03' })).toBe('money-2025-04-to-2026-03.csv');
  });
});

describe('money formats', () => {
  it('turns whole cents into dollars exactly', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(1005)).toBe('10.05');
    expect(centsToDollars(-9001)).toBe('-90.01');
    expect(formatCents(123_456_78)).toBe('$123,456.78');
    expect(formatCents(-6501)).toBe('-$65.01');
  });
  it('words months and periods', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-03', true)).toBe('March 2026');
    expect(periodLabel({ from: '2025-04', to: '2026-03' })).toBe('April 2025 to March 2026');
    expect(periodLabel({ from: '2026-03', to: '2026-03' })).toBe('March 2026');
  });
  it('opens on the last 12 months, the current one included', () => {
    expect(defaultPeriod(new Date(2026, 2, 15))).toEqual({ from: '2025-04', to: '2026-03' });
    expect(defaultPeriod(new Date(2026, 11, 31))).toEqual({ from: '2026-01', to: '2026-12' });
    expect(defaultPeriod(new Date(2026, 0, 1))).toEqual({ from: '2025-02', to: '2026-01' });
  });
});
