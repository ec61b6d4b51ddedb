import type { ReactNode } from 'react';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';

/** One titled card of the dashboard; `action` sits on the right of the title. */
export function DashboardCard(props: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${props.id}-heading`} h="full">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" id={`${props.id}-heading`} size="lg">
            {props.title}
          </Heading>
          {props.action}
        </HStack>
      </Card.Header>
      <Card.Body>{props.children}</Card.Body>
    </Card.Root>
  );
}

/** What an empty card says, with an optional way forward. */
export function EmptyNote({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Stack align="center" py="6" gap="4" textAlign="center">
      <Text color="fg.muted">{text}</Text>
      {children}
    </Stack>
  );
}
