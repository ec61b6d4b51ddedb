import { SimpleGrid } from '@chakra-ui/react';
import { netCents, type MoneyFigures } from '@app/shared/credits/money';
import { sessionCount } from '../../../lib/session-count';
import { formatCents } from '../money-format';
import { FigureCard } from './figure-card';

/** The cards of a period's figures, money first. */
export function periodCards(totals: MoneyFigures) {
  return [
    { label: 'Sold', value: formatCents(totals.soldCents), help: sessionCount(totals.soldSessions) },
    { label: 'Refunded', value: formatCents(totals.refundedCents), help: sessionCount(totals.refundedSessions) },
    { label: 'Net revenue', value: formatCents(netCents(totals)), help: 'Sold less refunded' },
    {
      label: 'Used',
      value: sessionCount(totals.usedSessions),
      help: `Lessons booked, worth ${formatCents(totals.usedCents)}`,
    },
    {
      label: 'Returned',
      value: sessionCount(totals.returnedSessions),
      help: `Lessons cancelled in time, worth ${formatCents(totals.returnedCents)}`,
    },
    {
      label: 'Expired',
      value: sessionCount(totals.expiredSessions),
      help: `Not used in time, worth ${formatCents(totals.expiredCents)}`,
    },
    { label: 'Given free', value: sessionCount(totals.grantedSessions), help: 'Given by the school' },
    {
      label: 'Removed',
      value: sessionCount(totals.removedSessions),
      help: `Taken off balances by the team, worth ${formatCents(totals.removedCents)}`,
    },
  ];
}

export function PeriodFigures({ totals }: { totals: MoneyFigures }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {periodCards(totals).map((card) => (
        <FigureCard key={card.label} {...card} />
      ))}
    </SimpleGrid>
  );
}
