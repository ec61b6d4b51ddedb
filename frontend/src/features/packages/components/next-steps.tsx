import { Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { NumberBadge } from '../../../components/ui/number-badge';

const steps = [
  { title: 'Submit your request', text: 'Choose the package that suits you and send your request.' },
  { title: 'We contact you', text: 'Our team contacts you with the payment details.' },
  { title: 'Sessions activated', text: 'Your sessions are activated as soon as your payment is confirmed.' },
  { title: 'Start booking', text: 'Book your sessions at times that suit you, right from your dashboard.' },
];

export function NextSteps() {
  return (
    <Card.Root as="section" aria-labelledby="next-steps-heading" variant="subtle">
      <Card.Body gap="5">
        <Heading as="h2" id="next-steps-heading" size="xl">
          What Happens Next
        </Heading>
        <List.Root as="ol" gap="4" listStyleType="none">
          {steps.map((step, index) => (
            <List.Item key={step.title}>
              <HStack align="start" gap="4">
                <NumberBadge value={index + 1} />
                <Text>
                  <Text as="strong" display="block">
                    {step.title}
                  </Text>
                  {step.text}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
