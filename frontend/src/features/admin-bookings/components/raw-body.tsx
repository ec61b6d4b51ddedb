import { useId } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';

/** The body as it arrived; JSON is indented for reading, anything else is shown exactly. */
export function prettyBody(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

export function RawBody({ raw }: { raw: string }) {
  const labelId = useId();
  return (
    <Stack gap="1">
      <Text id={labelId} fontWeight="medium">
        Raw body
      </Text>
      {/* Focusable and named, so keyboard and screen reader users can scroll a long body. */}
      <Box
        as="pre"
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        maxH="72"
        overflow="auto"
        p="3"
        bg="bg.muted"
        borderWidth="1px"
        rounded="md"
        fontSize="xs"
        fontFamily="mono"
        whiteSpace="pre"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        {prettyBody(raw)}
      </Box>
    </Stack>
  );
}
