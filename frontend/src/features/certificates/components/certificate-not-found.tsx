import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { certificateMessages } from '@app/shared/certificates/schemas';

/** No certificate has this code: say so, and how to find the right one. */
export function CertificateNotFound({ code }: { code: string }) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {certificateMessages.notFound}
        </Heading>
        {code && (
          <Text color="fg.muted" overflowWrap="anywhere">
            No certificate has the code{' '}
            <Text as="span" fontFamily="mono" fontWeight="medium" color="fg">
              {code}
            </Text>
            .
          </Text>
        )}
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
