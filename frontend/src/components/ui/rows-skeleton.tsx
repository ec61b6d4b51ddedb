import { Skeleton, Stack } from '@chakra-ui/react';

/** A list's loading state: `rows` grey rows, announced as busy under `label` ('Loading leads'). */
export function RowsSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h="12" />
      ))}
    </Stack>
  );
}
