import { createHash } from 'node:crypto';
import { signCalendlyBody } from '@app/functions/adapters/calendly/calendly-signature';

/**
 * Webhook deliveries shaped like Calendly's (v2 `invitee.created` / `invitee.canceled`), for the
 * local booking simulator and the tests. URIs are derived from a seed so the same booking can be
 * canceled or rescheduled later by naming it again.
 */
export interface SimulatedInvitee {
  seed: string;
  name: string;
  email: string;
  start: Date;
  durationMinutes?: number;
  timezone?: string;
  tracking?: { utm_source?: string | null; utm_campaign?: string | null; utm_content?: string | null };
  joinUrl?: string | null;
  /** The host's e-mail (Calendly's event membership): the tutor teaching the lesson. */
  hostEmail?: string | null;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16).toUpperCase();
export const eventUriOf = (seed: string) => `https://api.calendly.com/scheduled_events/SIM${hash(`event:${seed}`)}`;
export const inviteeUriOf = (seed: string) => `${eventUriOf(seed)}/invitees/SIM${hash(`invitee:${seed}`)}`;

function payload(invitee: SimulatedInvitee) {
  const end = new Date(invitee.start.getTime() + (invitee.durationMinutes ?? 60) * 60_000);
  const token = hash(`token:${invitee.seed}`);
  return {
    uri: inviteeUriOf(invitee.seed),
    email: invitee.email,
    name: invitee.name,
    status: 'active',
    timezone: invitee.timezone ?? 'Europe/London',
    cancel_url: `https://calendly.com/cancellations/${token}`,
    reschedule_url: `https://calendly.com/reschedulings/${token}`,
    rescheduled: false,
    old_invitee: null as string | null,
    new_invitee: null as string | null,
    questions_and_answers: [],
    tracking: {
      utm_campaign: null,
      utm_source: null,
      utm_medium: null,
      utm_content: null,
      utm_term: null,
      salesforce_uuid: null,
      ...invitee.tracking,
    },
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    scheduled_event: {
      uri: eventUriOf(invitee.seed),
      name: '60 Minute Lesson',
      status: 'active',
      start_time: invitee.start.toISOString(),
      end_time: end.toISOString(),
      location: { type: 'zoom', status: 'pushed', join_url: invitee.joinUrl ?? null },
      event_memberships: invitee.hostEmail
        ? [
            {
              user: `https://api.calendly.com/users/SIM${hash(`host:${invitee.hostEmail}`)}`,
              user_email: invitee.hostEmail,
            },
          ]
        : [],
    },
  };
}

export function inviteeCreated(invitee: SimulatedInvitee, options: { oldInviteeSeed?: string } = {}) {
  const body = payload(invitee);
  if (options.oldInviteeSeed) body.old_invitee = inviteeUriOf(options.oldInviteeSeed);
  return { event: 'invitee.created', created_at: new Date().toISOString(), payload: body };
}

export function inviteeCanceled(
  invitee: SimulatedInvitee,
  options: { canceler?: 'host' | 'invitee'; canceledAt?: Date; newInviteeSeed?: string } = {},
) {
  const body = {
    ...payload(invitee),
    status: 'canceled',
    rescheduled: Boolean(options.newInviteeSeed),
    new_invitee: options.newInviteeSeed ? inviteeUriOf(options.newInviteeSeed) : null,
    cancellation: {
      canceled_by: options.canceler === 'host' ? 'Tutor' : invitee.name,
      reason: options.newInviteeSeed ? 'Rescheduled' : 'Plans changed',
      canceler_type: options.canceler ?? 'invitee',
      created_at: (options.canceledAt ?? new Date()).toISOString(),
    },
  };
  return { event: 'invitee.canceled', created_at: new Date().toISOString(), payload: body };
}

/**
 * An `invitee.canceled` in Calendly's early v2 shape, as real deliveries of 2020 were: the
 * scheduled event only as `event` (its URI), no `scheduled_event` and no `cancellation` object,
 * and `name` null.
 */
export function earlyInviteeCanceled(invitee: Pick<SimulatedInvitee, 'seed' | 'email'>) {
  const token = hash(`token:${invitee.seed}`);
  const at = new Date().toISOString();
  return {
    created_at: at,
    event: 'invitee.canceled',
    payload: {
      cancel_url: `https://calendly.com/cancellations/${token}`,
      created_at: at,
      email: invitee.email,
      event: eventUriOf(invitee.seed),
      name: null,
      new_invitee: null,
      old_invitee: null,
      questions_and_answers: [],
      reschedule_url: `https://calendly.com/reschedulings/${token}`,
      rescheduled: false,
      status: 'canceled',
      text_reminder_number: null,
      timezone: 'America/New_York',
      tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: null, utm_term: null },
      updated_at: at,
      uri: inviteeUriOf(invitee.seed),
    },
  };
}

/** `invitee_no_show.created`: the host marked the invitee of `seed` absent. */
export function inviteeNoShow(seed: string) {
  const at = new Date().toISOString();
  return {
    event: 'invitee_no_show.created',
    created_at: at,
    payload: {
      uri: `https://api.calendly.com/invitee_no_shows/NS${hash(`no-show:${seed}`)}`,
      invitee: inviteeUriOf(seed),
      created_at: at,
    },
  };
}

/** The body and the headers of a delivery signed with `key` at `timestamp` (unix seconds). */
export function signedDelivery(
  event: unknown,
  key: string,
  timestamp = Math.floor(Date.now() / 1000),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': signCalendlyBody(body, key, timestamp),
    },
  };
}
