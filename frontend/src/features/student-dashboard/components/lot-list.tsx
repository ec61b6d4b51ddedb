import { Stack, Text } from '@chakra-ui/react';
import type { DashboardLot } from '@app/shared/students/dashboard';
import { formatUtcDay } from '../../../lib/format-time';
import { lotLeft, lotSource } from '../lot-text';

/**
 * Where a course's sessions come from, in the order they are used (the lot that expires first on
 * top): "3 of 8 left · Popular Monthly · expires 2 March 2026". Nothing when the course holds none.
 */
export function LotList({ lots, courseTitle }: { lots: DashboardLot[]; courseTitle: string }) {
  if (lots.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="0.5" aria-label={`Your sessions of ${courseTitle}`}>
      {lots.map((lot) => (
        <Text as="li" key={lot.id} fontSize="sm" overflowWrap="anywhere">
          <Text as="span" fontWeight="medium">
            {lotLeft(lot)}
          </Text>
          {` · ${lotSource(lot)}`}
          {lot.expiresAt && (
            <>
              {' · expires '}
              <time dateTime={lot.expiresAt}>{formatUtcDay(lot.expiresAt)}</time>
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}
