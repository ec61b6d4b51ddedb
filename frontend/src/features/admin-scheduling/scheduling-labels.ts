import type { EventTypeSummary, LinkMode, ProviderCommandSummary, WebhookState } from '@app/shared/scheduling/schemas';

export const LINK_MODE_LABELS: Record<LinkMode, string> = {
  single_use: 'Single-use links',
  scheduling_page: 'Scheduling page',
};

/** Single-use links are the gated way (green); the reusable page is the fallback (orange). */
export const LINK_MODE_COLORS: Record<LinkMode, string> = { single_use: 'green', scheduling_page: 'orange' };

export const WEBHOOK_STATE_LABELS: Record<WebhookState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  missing: 'Missing',
};

export const WEBHOOK_STATE_COLORS: Record<WebhookState, string> = {
  active: 'green',
  disabled: 'red',
  missing: 'orange',
};

export const COMMAND_KIND_LABELS: Record<ProviderCommandSummary['kind'], string> = {
  cancel_event: 'Cancel the event',
  mark_no_show: 'Mark a no-show',
};

export const TOKEN_HELP =
  'Create a personal access token in Calendly under Integrations → API and webhooks. It is stored encrypted and never shown again.';

/** The select's option for a course with no event type. */
export const NOT_MAPPED = 'Not mapped';

/** An event type as the select and the table show it: its name and duration. */
export function eventTypeLabel(eventType: EventTypeSummary): string {
  const duration = eventType.durationMinutes === null ? '' : ` (${eventType.durationMinutes} min)`;
  return `${eventType.name}${duration}${eventType.active ? '' : ', inactive'}`;
}
