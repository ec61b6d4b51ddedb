import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Section } from './section';

const methods = [
  {
    title: 'Personalized Learning',
    text: 'Every plan starts from your level, goals and pace. Your tutor adapts each lesson to what you need next.',
  },
  {
    title: 'Interactive Approach',
    text: 'Live conversation, reading aloud and guided practice: you speak and read from the very first lesson.',
  },
  {
    title: 'Cultural Context',
    text: 'Language comes alive with the culture, history and meaning behind the words you learn.',
  },
];

export function TeachingMethodSection() {
  return (
    <Section id="teaching-method" title="Our Teaching Method" lead="Three principles shape every lesson." belowTheFold>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {methods.map((method) => (
          <Card.Root key={method.title}>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">
                {method.title}
              </Heading>
              <Text color="fg.muted">{method.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}
