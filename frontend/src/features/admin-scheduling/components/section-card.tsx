import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';

/** One section of the Scheduling page: a card named by its h2. */
export function SectionCard(props: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={props.id}>
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={props.id}>
          {props.title}
        </Heading>
        {props.intro && <Text color="fg.muted">{props.intro}</Text>}
      </Card.Header>
      <Card.Body gap="4">{props.children}</Card.Body>
    </Card.Root>
  );
}
