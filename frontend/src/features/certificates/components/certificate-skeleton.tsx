import { Container, Skeleton, Stack } from '@chakra-ui/react';

/** The page's shape while the certificate loads: the status, then the certificate. */
export function CertificateSkeleton() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6" role="status" aria-busy="true" aria-label="Loading certificate" data-testid="certificate-skeleton">
        <Skeleton h="24" rounded="xl" />
        <Skeleton h={{ base: '96', md: '28rem' }} rounded="xl" />
      </Stack>
    </Container>
  );
}
