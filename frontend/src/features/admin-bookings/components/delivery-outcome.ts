import type { WebhookDelivery } from '@app/shared/admin/deliveries';

const OUTCOMES: Record<string, string> = {
  booked: "The booking took a session from the student's balance.",
  unmatched: 'The student could not be charged; it is now in Unmatched bookings.',
  canceled_refunded: "The booking was canceled and its session returned to the student's balance.",
  replay: 'It had already been applied before; nothing changed.',
  not_handled: 'The portal has nothing to do for this kind of message; nothing changed.',
  no_show: 'The portal does not record no-shows yet; nothing changed.',
};

/** What processing a delivery did, in the team's words. */
export function outcomeText(delivery: Pick<WebhookDelivery, 'outcome'>): string {
  const outcome = delivery.outcome ?? 'none';
  return OUTCOMES[outcome] ?? `Outcome: ${outcome}`;
}
