import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { certificateMessages } from '@app/shared/certificates/schemas';

/**
 * No certificate has the code asked for: say so, and how to find the right one. The page does not
 * repeat the code: a verification page must not show text a stranger put in its address (a link
 * could otherwise make the school's page say anything), and the page function renders this page
 * once for every unknown code.
 */
export function CertificateNotFound() {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {certificateMessages.notFound}
        </Heading>
        <Text>
          Check the code on the certificate, or{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/contact">contact us</RouterLink>
          </Link>
          .
        </Text>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
