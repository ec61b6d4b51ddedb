import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ChangePasswordForm } from '../../components/auth/change-password-form';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { TwoFactorSection } from './two-factor-section';

/** /admin/account: the signed-in admin's own sign-in settings. */
export function AdminAccountPage() {
  usePageTitle('Your account · Admin');
  const { state } = useAuth();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Your account
        </Heading>
        {state.status === 'signedIn' && <Text color="fg.muted">Signed in as {state.me.email}</Text>}
      </Stack>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Change password
          </Heading>
        </Card.Header>
        <Card.Body>
          <ChangePasswordForm forAdmin />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Two-factor sign-in
          </Heading>
        </Card.Header>
        <Card.Body>{state.status === 'signedIn' && <TwoFactorSection email={state.me.email} />}</Card.Body>
      </Card.Root>
    </Stack>
  );
}
