import { Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  paragraphs?: ReactNode[];
  points?: ReactNode[];
}

/** A policy page: a title, when it took effect, and its sections (each a heading, text and points). */
export function LegalPage({
  title,
  intro,
  effective,
  sections,
}: {
  title: string;
  intro: ReactNode;
  effective: string;
  sections: LegalSection[];
}) {
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">In effect from {effective}.</Text>
          <Text fontSize="lg">{intro}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack as="section" key={section.title} gap="3" aria-label={section.title}>
            <Heading as="h2" size="xl">
              {section.title}
            </Heading>
            {section.paragraphs?.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
            {section.points && (
              <List.Root ps="5" gap="2">
                {section.points.map((point, index) => (
                  <List.Item key={index}>{point}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
