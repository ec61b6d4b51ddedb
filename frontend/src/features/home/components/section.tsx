import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { RENDER_WHEN_NEAR } from '../../../styles/render-when-near';

/**
 * A home-page band: an anchor id, a heading (h2) with an optional lead line, and its content. A
 * band below the first screen (`belowTheFold`) is drawn only when it comes near the viewport.
 */
export function Section(props: {
  id: string;
  title: string;
  lead?: string;
  bg?: string;
  belowTheFold?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      bg={props.bg}
      py={{ base: '14', md: '20' }}
      scrollMarginTop="16"
      css={props.belowTheFold ? RENDER_WHEN_NEAR : undefined}
    >
      <Container maxW="7xl">
        <Stack gap="3" textAlign="center" align="center" mb="10">
          <Heading as="h2" id={`${props.id}-heading`} size={{ base: '2xl', md: '3xl' }}>
            {props.title}
          </Heading>
          {props.lead && (
            <Text color="fg.muted" maxW="2xl" fontSize="lg">
              {props.lead}
            </Text>
          )}
        </Stack>
        {props.children}
      </Container>
    </Box>
  );
}
