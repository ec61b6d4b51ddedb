import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';

/** One titled card of the student page. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

export function EmptyNote({ text }: { text: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {text}
    </Text>
  );
}
