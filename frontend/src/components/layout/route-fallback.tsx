import { Center, Spinner } from '@chakra-ui/react';

export function RouteFallback() {
  return (
    <Center minH="60vh" aria-busy="true" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
