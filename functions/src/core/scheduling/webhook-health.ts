import type { WebhookState } from '@app/shared/scheduling/schemas';
import * as Settings from '../../db/entities/scheduling-settings';
import type { TxStep } from '../../db/transact';
import { env } from '../../lib/env';
import { countMetric } from '../../lib/metrics';
import { mailSteps } from '../mail/outbox';
import type { SchedulingAccount, SchedulingPort } from './scheduling-port';

/** Where the scheduling service delivers its webhooks: the site's own API. */
export const webhookCallbackUrl = () => `${env.siteUrl()}/api/webhooks/calendly`;

export const accountOf = (connection: Settings.ConnectionItem): SchedulingAccount => ({
  userId: connection.userUri,
  organizationId: connection.organizationUri,
  name: connection.name,
  email: connection.email,
});

/**
 * The webhook subscription's state as the service reports it, and what to record. A subscription
 * the service disabled (it gives up after a day of failed deliveries) or one that is gone means no
 * booking reaches the school until it is re-created: the team is mailed once each time it stops
 * working (again after it worked), and every run that finds it down counts in
 * `WebhookSubscriptionDown`, which an alarm watches. The caller saves `fields` on the connection
 * with `steps` (the team's mail) in one transaction.
 */
export async function checkWebhook(
  port: SchedulingPort,
  connection: Settings.ConnectionItem,
  now: Date,
): Promise<{ state: WebhookState; uri: string | null; fields: Partial<Settings.ConnectionItem>; steps: TxStep[] }> {
  const hook = await port.findWebhook(accountOf(connection), webhookCallbackUrl());
  const state: WebhookState = hook?.state ?? 'missing';
  const fields: Partial<Settings.ConnectionItem> = {
    webhookState: state,
    webhookUri: hook?.id ?? null,
    webhookCheckedAt: now.toISOString(),
  };
  const steps: TxStep[] = [];
  if (state === 'active') {
    fields.webhookAlertedAt = null;
  } else {
    countMetric('WebhookSubscriptionDown');
    if (!connection.webhookAlertedAt) {
      fields.webhookAlertedAt = now.toISOString();
      steps.push(
        ...mailSteps(
          [
            {
              to: env.businessInbox(),
              subject:
                state === 'disabled'
                  ? 'Calendly disabled the booking webhook: bookings are not reaching the school'
                  : 'The Calendly booking webhook is missing: bookings are not reaching the school',
              text: [
                state === 'disabled'
                  ? 'Calendly disabled the webhook subscription after its deliveries failed for a day.'
                  : 'No Calendly webhook subscription delivers to the school any more.',
                'Until it is re-created, new bookings and cancellations reach the school only through the hourly calendar check.',
                '',
                `A super admin can re-enable it in the back office: ${env.siteUrl()}/admin/scheduling`,
              ].join('\n'),
            },
          ],
          now,
        ),
      );
    }
  }
  return { state, uri: hook?.id ?? null, fields, steps };
}
