import { Alert, Badge, Code, DataList, Stack, Text } from '@chakra-ui/react';
import { schedulingMessages, type SchedulingSettings } from '@app/shared/scheduling/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { useRecreateWebhook } from '../api/scheduling';
import { WEBHOOK_STATE_COLORS, WEBHOOK_STATE_LABELS } from '../scheduling-labels';
import { SectionCard } from './section-card';

/** The subscription that brings Calendly's bookings to the school, and (super admins) re-creating it. */
export function WebhookSection({ settings, isSuperAdmin }: { settings: SchedulingSettings; isSuperAdmin: boolean }) {
  const recreate = useRecreateWebhook();
  const { webhook } = settings;
  const state = webhook?.state ?? null;
  // Disabled or missing; with none known yet, once an account is connected.
  const canRecreate = isSuperAdmin && settings.connected && state !== 'active';

  async function onRecreate() {
    try {
      await recreate.mutateAsync();
    } catch (error) {
      notify.error('Webhook not re-created', errorMessage(error));
      return;
    }
    notify.success(schedulingMessages.webhookEnabled);
  }

  return (
    <SectionCard
      id="scheduling-webhook"
      title="Webhook"
      intro="Calendly tells the school about each booking and cancellation through this subscription."
    >
      {state === 'disabled' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{schedulingMessages.webhookDisabled}</Alert.Description>
        </Alert.Root>
      )}
      {webhook ? (
        <DataList.Root orientation="horizontal" size="sm" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>State</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={WEBHOOK_STATE_COLORS[webhook.state]}>{WEBHOOK_STATE_LABELS[webhook.state]}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Callback URL</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code wordBreak="break-all">{webhook.callbackUrl}</Code>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Checked</DataList.ItemLabel>
            <DataList.ItemValue>{webhook.checkedAt ? formatDateTime(webhook.checkedAt) : 'Not yet'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <Text color="fg.muted">No webhook subscription is known yet.</Text>
      )}
      {canRecreate && (
        <Stack align="start">
          <BusyButton
            colorPalette="brand"
            busy={recreate.isPending}
            busyText="Re-creating..."
            onClick={() => void onRecreate()}
          >
            Re-enable webhook
          </BusyButton>
        </Stack>
      )}
    </SectionCard>
  );
}
