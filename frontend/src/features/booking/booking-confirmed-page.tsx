import { Button, Card, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';

export function BookingConfirmedPage() {
  usePageTitle("You're booked!", 'Your lesson is booked. Here is what happens next.');
  return (
    <Container maxW="3xl" py="16">
      <Stack gap="6" textAlign="center" align="center">
        <Heading as="h1" size="4xl">
          You're booked!
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          A confirmation e-mail with the details of your lesson is on its way to your inbox.
        </Text>
        <Card.Root w="full" textAlign="start">
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              What's next
            </Heading>
            <List.Root as="ol" gap="2" ps="5">
              <List.Item>Your teacher reviews the information you shared to prepare your lesson.</List.Item>
              <List.Item>You receive the video link for your lesson 24 hours before it starts.</List.Item>
              <List.Item>Make sure you have a stable internet connection, and ideally headphones.</List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/contact">Contact Us</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
