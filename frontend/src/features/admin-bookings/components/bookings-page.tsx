import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../../lib/use-page-title';
import { DeliveriesSection } from './deliveries-section';
import { UnmatchedBookingsSection } from './unmatched-bookings-section';

export function BookingsPage() {
  usePageTitle('Bookings · Admin');
  return (
    <Stack gap="10">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Bookings
        </Heading>
        <Text color="fg.muted">
          What the scheduling page sent that the portal could not settle by itself, waiting for the team.
        </Text>
      </Stack>
      <UnmatchedBookingsSection />
      <DeliveriesSection />
    </Stack>
  );
}
