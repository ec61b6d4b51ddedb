import { Container, List, Stack, Text } from '@chakra-ui/react';
import { FaqAccordion, type Faq } from '../../../components/ui/faq-accordion';
import { RENDER_WHEN_NEAR } from '../../../styles/render-when-near';
import { LESSON_RULES } from '../lesson-rules';

const faqs: Faq[] = [
  { q: 'Is the first lesson really free?', a: 'Yes. The trial lesson is free and there is no obligation to continue.' },
  {
    q: 'Who are the tutors?',
    a: 'Qualified, experienced tutors, native Arabic speakers who teach children, teens and adults online.',
  },
  {
    q: 'How long is a lesson?',
    a: 'Lessons last 60 minutes, or 30 minutes for younger or busy students. Most students take 1-2 lessons per week.',
  },
  {
    q: 'Can I cancel or reschedule?',
    a: 'Yes, for free, as long as you let us know at least 24 hours before the lesson.',
  },
  {
    q: 'What happens to my session if a lesson is missed or cancelled?',
    a: (
      <Stack gap="2">
        <Text>Each lesson uses one session of your balance. After the lesson your tutor records what happened:</Text>
        <List.Root ps="5" gap="1">
          {LESSON_RULES.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List.Root>
      </Stack>
    ),
  },
  {
    q: 'How do payments and refunds work?',
    a: 'Prices are in USD. A first paid lesson you are unhappy with is refunded in full, and unused credits are refundable within 2 weeks of purchase.',
  },
  {
    q: 'Will I get a certificate?',
    a: 'Yes, a certificate of completion when you finish your course.',
  },
];

export function HomeFaqs() {
  return (
    <Container maxW="4xl" py={{ base: '14', md: '20' }} css={RENDER_WHEN_NEAR}>
      <FaqAccordion id="faq" title="Frequently Asked Questions" items={faqs} />
    </Container>
  );
}
