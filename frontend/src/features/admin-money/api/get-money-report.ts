import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MoneyQuery } from '@app/shared/credits/money';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/reports/money?from=YYYY-MM&to=YYYY-MM: the period's figures by month and course, and what is owed today. */
export const getMoneyReport = (period: MoneyQuery) => apiCall('GET /api/admin/reports/money', { query: period });

export const moneyReportQueryKey = (period: MoneyQuery) => [...adminKeys.money, period.from, period.to] as const;

/** The report of a period; the last one stays on screen while another period loads. */
export function useMoneyReport(period: MoneyQuery) {
  return useQuery({
    queryKey: moneyReportQueryKey(period),
    queryFn: () => getMoneyReport(period),
    placeholderData: keepPreviousData,
  });
}
