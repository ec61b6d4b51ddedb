import { useEffect, useState } from 'react';
import { Badge, Box, Code, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { toDataURL } from 'qrcode';
import type * as z from 'zod';
import { appCodeSchema } from '../../components/auth/sign-in-code-form';
import { BusyButton } from '../../components/ui/busy-button';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api-client';
import { useAuth, WRONG_SIGN_IN_CODE } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { useAppForm } from '../../lib/use-app-form';
import { useRecordTwoFactor } from './api/record-two-factor';

type Setup = { secret: string; uri: string; qr: string };

/**
 * Two-factor sign-in with an authenticator app (TOTP): its state, and setting it up: a QR code (and
 * the key as text), then the app's first code. From then on every sign-in asks for a code; the
 * server records it from Cognito. Super admins need it in AWS to use the back office.
 */
export function TwoFactorSection({ email }: { email: string }) {
  const { twoFactor } = useAuth();
  const record = useRecordTwoFactor();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useAppForm<z.infer<typeof appCodeSchema>>({
    resolver: zodResolver(appCodeSchema),
    defaultValues: { code: '' },
  });

  const { mutate: recordAgain } = record;
  useEffect(() => {
    let live = true;
    void twoFactor()
      .then((api) => api.enabled())
      .then((value) => {
        if (!live) return;
        setEnabled(value);
        // The server's record follows Cognito's (a set-up whose record failed, an app turned off).
        recordAgain();
      })
      .catch(() => live && setEnabled(false));
    return () => {
      live = false;
    };
  }, [twoFactor, recordAgain]);

  async function start() {
    setStarting(true);
    try {
      const started = await (await twoFactor()).start(email);
      setSetup({ ...started, qr: await toDataURL(started.uri, { margin: 1, width: 200 }) });
    } catch (error) {
      notify.error('Could not start the set-up', errorMessage(error));
    } finally {
      setStarting(false);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await (await twoFactor()).confirm(values.code);
      await record.mutateAsync();
    } catch (error) {
      const wrong = error instanceof Error && error.message === WRONG_SIGN_IN_CODE;
      showServerError(form, error, { title: 'Not set up', field: wrong ? 'code' : undefined });
      return;
    }
    setSetup(null);
    setEnabled(true);
    notify.success('Two-factor sign-in is on', 'Each sign-in now asks for a code from your app.');
  }, toastValidationError);

  if (enabled === null) return <Skeleton h="10" w="64" />;
  if (enabled) {
    return (
      <Stack gap="2" align="start">
        <Badge colorPalette="green">On</Badge>
        <Text>Each sign-in asks for a code from your authenticator app.</Text>
      </Stack>
    );
  }
  if (!setup) {
    return (
      <Stack gap="3" align="start">
        <Badge colorPalette="orange">Off</Badge>
        <Text>
          Protect the back office with a second step at sign-in: a 6-digit code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password and others).
        </Text>
        <BusyButton colorPalette="brand" busy={starting} busyText="Starting..." onClick={() => void start()}>
          Set Up Two-Factor Sign-In
        </BusyButton>
      </Stack>
    );
  }
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up two-factor sign-in">
      <Stack gap="4" maxW="md">
        <Text>1. In your authenticator app, add an account by scanning this code:</Text>
        <Box alignSelf="start" borderWidth="1px" rounded="md" p="2" bg="white">
          <img src={setup.qr} width={200} height={200} alt="QR code for your authenticator app" />
        </Box>
        <Text>
          Or type this key: <Code wordBreak="break-all">{setup.secret}</Code>
        </Text>
        <Text>2. Enter the 6-digit code the app shows:</Text>
        <FormField label="Code" error={errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
        </FormField>
        <FormAlert title="Not set up" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Checking...">
          Turn On
        </BusyButton>
      </Stack>
    </form>
  );
}
