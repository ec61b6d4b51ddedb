import type { WebhookDelivery } from '@app/shared/admin/deliveries';

const OUTCOMES: Record<string, string> = {
  booked: "The booking took a session from the student's balance.",
  unmatched: 'The student could not be charged; it is now in Unmatched bookings.',
  canceled_refunded: "The booking was canceled and its session returned to the student's balance.",
  replay: 'It had already been applied before; nothing changed.',
  not_handled: 'The portal has nothing to do for this kind of message; nothing changed.',
  no_show: 'The portal does not record no-shows yet; nothing changed.',
  rescheduled: 'The booking moved to its new time; nothing was charged.',
  canceled_kept: 'The booking was canceled less than 24 hours ahead; the session stays used.',
  canceled_before_created: 'The booking had already been canceled; it is kept as canceled and nothing was charged.',
  rescheduling: 'The booking is moving to a new time; the new time arrives separately.',
  noted: 'The cancellation is noted; the booking it ends has not arrived yet.',
};

/** What processing a delivery did, in the team's words. */
export function outcomeText(delivery: Pick<WebhookDelivery, 'outcome'>): string {
  const outcome = delivery.outcome ?? 'none';
  return OUTCOMES[outcome] ?? `Outcome: ${outcome}`;
}
