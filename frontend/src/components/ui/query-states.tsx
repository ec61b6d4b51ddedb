import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/api-client';
import { needsSignInAgain, SignInAgainButton } from './sign-in-again-button';

interface Props {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  isEmpty: boolean;
  loading: ReactNode;
  empty: string;
  children: ReactNode;
}

/** The four states of a list screen: loading, failed (with a retry), empty, and the list itself. */
export function QueryStates({ query, isEmpty, loading, empty, children }: Props) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    return (
      <Stack role="alert" gap="3" align="start">
        <Text>{errorMessage(query.error)}</Text>
        {needsSignInAgain(query.error) ? (
          <SignInAgainButton />
        ) : (
          <Button size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  if (isEmpty) {
    return (
      <Text py="10" textAlign="center" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return <>{children}</>;
}
