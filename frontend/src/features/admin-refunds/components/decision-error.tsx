import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import { errorMessage } from '../../../lib/api-client';

/** A refused decision, inside its dialog: the dialog stays open with what was typed. */
export function DecisionError({ error, title, children }: { error: unknown; title: string; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
