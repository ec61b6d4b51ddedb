import { Card, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

/** The dashboard's shape while it loads: three counters and three cards. */
export function DashboardSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading your dashboard" data-testid="dashboard-skeleton">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {Array.from({ length: 3 }, (_, index) => (
          <Card.Root key={index}>
            <Card.Body gap="2">
              <Skeleton h="4" w="24" />
              <Skeleton h="8" w="12" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {Array.from({ length: 3 }, (_, index) => (
          <Card.Root key={index}>
            <Card.Body gap="3">
              <Skeleton h="6" w="40" />
              <Skeleton h="14" />
              <Skeleton h="14" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
