import { useState } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { accountMessages } from '@app/shared/auth/account-codes';
import { useSendMyVerificationCode, useVerifyMyEmail } from '../../lib/account-codes-api';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { BusyButton } from '../ui/busy-button';
import { notify } from '../ui/toaster';
import { VerifyEmailForm } from './verify-email-form';

/**
 * For a signed-in account whose address is not proven yet (made before sign-ups were proven by
 * a code): what it cannot do until then, a code on request, and the form to type it in.
 * Nothing for anyone else.
 */
export function VerifyEmailNotice() {
  const { state, reloadWithNewTokens } = useAuth();
  const send = useSendMyVerificationCode();
  const verify = useVerifyMyEmail();
  const [sent, setSent] = useState(false);
  if (state.status !== 'signedIn' || state.me.emailVerified) return null;
  const email = state.me.email;
  return (
    <Card.Root w="full" maxW="xl" mx="auto" borderColor="orange.solid" borderWidth="2px">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Verify your e-mail address
          </Heading>
          <Text>{accountMessages.verifyFirst}</Text>
          {sent ? (
            <VerifyEmailForm
              email={email}
              verify={(code) => verify.mutateAsync({ code })}
              resend={() => send.mutateAsync()}
              onVerified={async () => {
                await reloadWithNewTokens();
              }}
            />
          ) : (
            <BusyButton
              alignSelf="start"
              colorPalette="brand"
              busy={send.isPending}
              busyText="Sending..."
              onClick={async () => {
                try {
                  await send.mutateAsync();
                } catch (error) {
                  notify.error(accountMessages.codeSentTitle, errorMessage(error));
                  return;
                }
                setSent(true);
              }}
            >
              Send me a new code
            </BusyButton>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
