import { netCents, type MoneyMonth } from '@app/shared/credits/money';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatCents, monthLabel } from '../money-format';

const columns: Column<MoneyMonth>[] = [
  { header: 'Month', primary: true, nowrap: true, cell: (month) => monthLabel(month.month, true) },
  { header: 'Sold', nowrap: true, cell: (month) => formatCents(month.soldCents) },
  { header: 'Refunded', nowrap: true, cell: (month) => formatCents(month.refundedCents) },
  { header: 'Net revenue', nowrap: true, cell: (month) => formatCents(netCents(month)) },
  { header: 'Sessions sold', cell: (month) => month.soldSessions },
  { header: 'Sessions used', cell: (month) => month.usedSessions },
  { header: 'Sessions expired', optional: true, cell: (month) => month.expiredSessions },
];

/** The chart's numbers, month by month, with the sessions behind them. */
export function RevenueTable({ months }: { months: readonly MoneyMonth[] }) {
  return <ResponsiveTable label="Revenue by month" rows={months} rowKey={(month) => month.month} columns={columns} />;
}
