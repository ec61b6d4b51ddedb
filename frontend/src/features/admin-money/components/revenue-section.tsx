import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { MONEY_FIGURES, type MoneyReport } from '@app/shared/credits/money';
import { saveBlob } from '../../../lib/download';
import { moneyCsv, moneyCsvFileName } from '../money-csv';
import { RevenueChart } from './revenue-chart';
import { RevenueTable } from './revenue-table';

const quiet = (report: MoneyReport) => report.months.every((month) => MONEY_FIGURES.every((figure) => !month[figure]));

/** Net revenue month by month: a chart, the same numbers in a table, and the months as a CSV file. */
export function RevenueSection({ report }: { report: MoneyReport }) {
  const exportCsv = () =>
    saveBlob(new Blob([moneyCsv(report.months)], { type: 'text/csv;charset=utf-8' }), moneyCsvFileName(report));
  return (
    <Stack as="section" aria-labelledby="revenue-heading" gap="4">
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="revenue-heading">
          Revenue by month
        </Heading>
        <Button variant="outline" colorPalette="brand" size="sm" onClick={exportCsv}>
          Export CSV
        </Button>
      </Flex>
      {quiet(report) ? (
        <Text color="fg.muted">Nothing was sold, used, returned, expired, refunded or removed in this period.</Text>
      ) : (
        <>
          <RevenueChart months={report.months} caption="Net revenue per month (sold less refunded), in USD" />
          <RevenueTable months={report.months} />
        </>
      )}
    </Stack>
  );
}
