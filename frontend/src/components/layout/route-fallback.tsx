import { Center, Spinner } from '@chakra-ui/react';

export function RouteFallback() {
  return (
    <Center minH="60vh" role="status" aria-busy="true" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
