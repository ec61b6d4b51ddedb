import { Box, Card, Center, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" bg="gray.50" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Header textAlign="center" gap="2">
          <Box mx="auto">
            <img src="/favicon.svg" alt="" width={48} height={48} />
          </Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
