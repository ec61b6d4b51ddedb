import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container maxW="2xl" py="24">
      <VStack gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted">The page you're looking for doesn't exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </VStack>
    </Container>
  );
}
