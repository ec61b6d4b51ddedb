import { Alert } from '@chakra-ui/react';
import { useId } from 'react';
import { FORM_ALERT_ATTR } from '../../lib/form-errors';

/**
 * A server's refusal of the whole form (wrong password, a conflict), kept on the page above the
 * submit button until the next submit. showServerError fills it and gives it focus, so a screen
 * reader reads it; nothing is drawn while there is no message.
 */
export function FormAlert({ title, message }: { title: string; message?: string }) {
  const id = useId();
  if (!message) return null;
  return (
    // A group named by its title and described by the message: read whole when it gets focus.
    <Alert.Root
      status="error"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      tabIndex={-1}
      {...{ [FORM_ALERT_ATTR]: '' }}
      borderWidth="1px"
      borderColor="red.700"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id={`${id}-title`}>{title}</Alert.Title>
        <Alert.Description id={`${id}-message`}>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
