import { useState } from 'react';
import { Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { deletionMessages } from '@app/shared/students/my-data';
import { ChangePasswordForm } from '../../components/auth/change-password-form';
import { DeleteAccountDialog } from '../../components/auth/delete-account-dialog';
import { BusyButton } from '../../components/ui/busy-button';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useDeleteMyAccount, useDownloadMyData } from './api/my-data';

/** /student/account: the password, and the account's data (download, delete). */
export function StudentAccountPage() {
  usePageTitle('Your account', 'Your password and your data.');
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const remove = useDeleteMyAccount();
  const [deleting, setDeleting] = useState(false);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
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
            <ChangePasswordForm />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg">
              Your data
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4" align="start">
              <Text>
                Download your account&apos;s data (your profile, sessions, requests, refunds, bookings and certificates)
                as a JSON file. Our{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to="/privacy">Privacy Policy</RouterLink>
                </Link>{' '}
                explains what each part is for.
              </Text>
              <BusyButton
                variant="outline"
                busy={download.isPending}
                busyText="Preparing..."
                onClick={() =>
                  download.mutate(undefined, {
                    onError: (error) => notify.error('Download failed', errorMessage(error)),
                  })
                }
              >
                Download My Data
              </BusyButton>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root borderColor="red.muted">
          <Card.Header>
            <Heading as="h2" size="lg">
              Delete account
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4" align="start">
              <Text>
                Your sign-in and personal details are erased; unused sessions are lost (ask for a refund first if you
                are entitled to one).
              </Text>
              <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
                Delete My Account
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        whose="your"
        onDelete={async (input) => {
          await remove.mutateAsync(input);
          setDeleting(false);
          // The account is gone: leave without asking it anything more.
          await signOut().catch(() => undefined);
          notify.success(deletionMessages.deletedTitle, deletionMessages.deletedText);
          navigate('/', { replace: true });
        }}
      />
    </Container>
  );
}
