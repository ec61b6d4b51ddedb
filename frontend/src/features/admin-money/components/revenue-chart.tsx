import { Box, Grid, Text } from '@chakra-ui/react';
import { netCents, type MoneyMonth } from '@app/shared/credits/money';
import { formatCents, monthLabel } from '../money-format';

/** A bar's length: its share of the largest month (a month with any revenue stays visible). */
export function barPercent(value: number, largest: number): number {
  if (largest === 0 || value === 0) return 0;
  return Math.max(1, Math.round((Math.abs(value) / largest) * 100));
}

/**
 * Net revenue per month as horizontal bars with the value written beside each (a loss in red).
 * One image to a screen reader, named for what it shows; the table beside it holds the same numbers.
 */
export function RevenueChart({ months, caption }: { months: readonly MoneyMonth[]; caption: string }) {
  const nets = months.map((month) => ({ month: month.month, net: netCents(month) }));
  const largest = Math.max(0, ...nets.map((entry) => Math.abs(entry.net)));
  return (
    <Box as="figure" m="0" bg="white" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Box role="img" aria-label="Bar chart of net revenue per month. The table below gives the same numbers.">
        {nets.map((entry) => (
          <Grid
            key={entry.month}
            templateColumns={{ base: '4.5rem 1fr 6.5rem', md: '5rem 1fr 8rem' }}
            alignItems="center"
            gap="2"
            py="1"
            data-month={entry.month}
          >
            <Text fontSize="sm" color="fg.muted">
              {monthLabel(entry.month)}
            </Text>
            <Box h="4" bg="gray.100" rounded="sm" overflow="hidden">
              <Box
                h="full"
                w={`${barPercent(entry.net, largest)}%`}
                bg={entry.net < 0 ? 'red.600' : 'brand.solid'}
                rounded="sm"
              />
            </Box>
            <Text
              fontSize="sm"
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              color={entry.net < 0 ? 'red.700' : undefined}
            >
              {formatCents(entry.net)}
            </Text>
          </Grid>
        ))}
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
        {caption}
      </Text>
    </Box>
  );
}
