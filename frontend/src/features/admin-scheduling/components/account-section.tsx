import { Badge, DataList, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { connectSchema, schedulingMessages, type SchedulingSettings } from '@app/shared/scheduling/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { toastValidationError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-time';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { useConnectCalendly } from '../api/scheduling';
import { TOKEN_HELP } from '../scheduling-labels';
import { SectionCard } from './section-card';

/** Who is connected, and (super admins) connecting an account with a personal access token. */
export function AccountSection({ settings, isSuperAdmin }: { settings: SchedulingSettings; isSuperAdmin: boolean }) {
  const { account } = settings;
  return (
    <SectionCard id="scheduling-account" title="Calendly account">
      {settings.connected && account ? (
        <Stack gap="3">
          <Badge colorPalette="green" alignSelf="start">
            Connected
          </Badge>
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Account</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{account.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>E-mail</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{account.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Connected on</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">
                {[
                  settings.connectedAt ? formatDateTime(settings.connectedAt) : null,
                  settings.connectedBy ? `by ${settings.connectedBy}` : null,
                ]
                  .filter(Boolean)
                  .join(' ') || '—'}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      ) : (
        <Stack gap="2" align="start">
          <Badge colorPalette="orange">Not connected</Badge>
          <Text>{schedulingMessages.notConnected}</Text>
        </Stack>
      )}
      {isSuperAdmin && <ConnectForm connected={settings.connected} />}
    </SectionCard>
  );
}

type ConnectValues = z.input<typeof connectSchema>;

/** The token is checked with Calendly; a refusal is said under the field, the token kept to correct. */
function ConnectForm({ connected }: { connected: boolean }) {
  const connect = useConnectCalendly();
  const form = useAppForm<ConnectValues, unknown, z.output<typeof connectSchema>>({
    resolver: zodResolver(connectSchema),
    defaultValues: { token: '' },
  });

  const onSubmit = form.handleSubmit(async ({ token }) => {
    try {
      await connect.mutateAsync(token);
    } catch (error) {
      // A refused token (4xx) is about the field; Calendly out of reach is about the whole form.
      const aboutToken = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showServerFieldErrors(form, error, {
        title: 'Not connected',
        fields: { token: 'token' },
        field: aboutToken ? 'token' : undefined,
      });
      return;
    }
    // Never shown again: the field is emptied once the server has it.
    form.reset({ token: '' });
    notify.success(schedulingMessages.connected);
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="connect-calendly">
      <Stack gap="4" maxW="xl" pt="2">
        <Heading as="h3" size="md" id="connect-calendly">
          Connect Calendly
        </Heading>
        {connected && (
          <Text fontSize="sm" color="fg.muted">
            A new token replaces the one stored now.
          </Text>
        )}
        <FormField label="Personal access token" error={errors.token?.message} helper={TOKEN_HELP} keepHelper required>
          <Input type="password" autoComplete="off" spellCheck={false} {...form.register('token')} />
        </FormField>
        <FormAlert title="Not connected" message={errors.root?.server?.message} />
        <BusyButton type="submit" colorPalette="brand" alignSelf="start" busy={isSubmitting} busyText="Connecting...">
          Connect
        </BusyButton>
      </Stack>
    </form>
  );
}
