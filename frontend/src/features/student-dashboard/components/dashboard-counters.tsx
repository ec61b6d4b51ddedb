import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import type { StudentDashboard } from '@app/shared/students/dashboard';

export function DashboardCounters({ counters }: { counters: StudentDashboard['counters'] }) {
  const items = [
    { label: 'Total Sessions', value: counters.sessionsRemaining, help: 'Sessions remaining' },
    { label: 'Upcoming', value: counters.upcoming, help: 'Scheduled sessions' },
    { label: 'Requests', value: counters.pendingRequests, help: 'Pending approval' },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {items.map((item) => (
        <Card.Root key={item.label}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{item.label}</Stat.Label>
              <Stat.ValueText>{item.value}</Stat.ValueText>
              {/* A dd, not Chakra's span: a <dl> may hold only dt and dd (axe: definition-list). */}
              <Stat.HelpText as="dd">{item.help}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
