import { useState } from 'react';
import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MoneyQuery, MoneyReport } from '@app/shared/credits/money';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMoneyReport } from '../api/get-money-report';
import { defaultPeriod, periodLabel } from '../money-format';
import { OwedSection } from './owed-section';
import { PeriodFigures } from './period-figures';
import { PeriodForm } from './period-form';
import { RevenueSection } from './revenue-section';

function MoneySkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading the money report">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="48" rounded="lg" />
    </Stack>
  );
}

function MoneyReportView({ report, updating }: { report: MoneyReport; updating: boolean }) {
  return (
    <Stack gap="10" aria-busy={updating || undefined} opacity={updating ? 0.6 : 1}>
      <Stack as="section" aria-labelledby="period-heading" gap="4">
        <Heading as="h2" size="lg" id="period-heading">
          {periodLabel(report)}
        </Heading>
        <PeriodFigures totals={report.totals} />
      </Stack>
      <OwedSection courses={report.courses} owed={report.owed} />
      <RevenueSection report={report} />
    </Stack>
  );
}

/** /admin/money: what the school sold, used and refunded over a period, and what it owes in lessons today. */
export function MoneyPage() {
  usePageTitle('Money · Admin');
  const [period, setPeriod] = useState<MoneyQuery>(() => defaultPeriod());
  const report = useMoneyReport(period);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Money
        </Heading>
        <Text color="fg.muted">
          Sessions sold, used, returned, expired and refunded over a period, month by month, and the lessons the school
          still owes today. Amounts are in USD.
        </Text>
      </Stack>
      <PeriodForm period={period} onChange={setPeriod} />
      <Text srOnly aria-live="polite">
        {report.isFetching && report.isPlaceholderData ? 'Loading the period you chose' : ''}
      </Text>
      <QueryStates query={report} isEmpty={false} empty="" loading={<MoneySkeleton />}>
        {report.data && <MoneyReportView report={report.data} updating={report.isPlaceholderData} />}
      </QueryStates>
    </Stack>
  );
}
