import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError, errorMessage } from '../../lib/api-client';
import { needsSignInAgain, SignInAgainButton } from './sign-in-again-button';

/** A super admin without two-factor sign-in where it is required: the way is Your account, not a retry. */
const needsTwoFactor = (error: unknown) => error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';

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
        ) : needsTwoFactor(query.error) ? (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/admin/account">Set Up Two-Factor Sign-In</RouterLink>
          </Button>
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
