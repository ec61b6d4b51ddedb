import { Card, Stat } from '@chakra-ui/react';

/** One figure of the report: its name, its value, and what it means or is worth. */
export function FigureCard({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root>
      <Card.Body p="4">
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
          {/* A dd, not Chakra's span: a <dl> may hold only dt and dd (axe: definition-list). */}
          {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
