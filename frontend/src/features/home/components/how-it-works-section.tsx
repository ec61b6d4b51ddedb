import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NumberBadge } from '../../../components/ui/number-badge';
import { RENDER_WHEN_NEAR } from '../../../styles/render-when-near';
import { Section } from './section';

const steps = [
  { title: 'Choose your course', text: 'Browse the courses or tell us your goals, and we suggest where to start.' },
  { title: 'Book a time slot', text: 'Pick a time that suits you from your tutor’s calendar.' },
  { title: 'Start learning', text: 'Meet your tutor live online and make progress from the first lesson.' },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" title="How It Works" belowTheFold>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8" listStyleType="none">
        {steps.map((step, index) => (
          <Stack as="li" key={step.title} align="center" textAlign="center" gap="3">
            <NumberBadge value={index + 1} size="lg" />
            <Heading as="h3" size="lg">
              <Box as="span" srOnly>
                Step {index + 1}:{' '}
              </Box>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function CallToActionSection() {
  return (
    <Box
      as="section"
      aria-labelledby="cta-heading"
      css={RENDER_WHEN_NEAR}
      bg="navy"
      color="white"
      py={{ base: '14', md: '20' }}
      textAlign="center"
      px="4"
    >
      <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} mb="3">
        Ready to start?
      </Heading>
      <Text color="gray.200" mb="8" maxW="2xl" mx="auto">
        Your first lesson is free. Meet a tutor, find your level and leave with a plan.
      </Text>
      <Button asChild size="lg" colorPalette="brand" focusRingColor="brand.300">
        <RouterLink to="/intake-form?type=trial">Schedule Free Trial</RouterLink>
      </Button>
    </Box>
  );
}
