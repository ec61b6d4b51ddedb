import type {
  ProviderBooking,
  ProviderEventType,
  ProviderMeeting,
  ProviderWebhook,
  SchedulingAccount,
  SchedulingPort,
} from '../../core/scheduling/scheduling-port';
import { ProviderRefused, ProviderRejected } from '../../core/scheduling/scheduling-port';
import { errorFields, log } from '../../lib/logger';
import type { CalendlyClient } from './calendly-client';
import { toBookingEvent } from './map-delivery';

/** The webhook events the school subscribes to. */
export const SUBSCRIBED_EVENTS = ['invitee.created', 'invitee.canceled', 'invitee_no_show.created'] as const;

interface Resource<T> {
  resource: T;
}
interface Collection<T> {
  collection: T[];
  pagination: { next_page: string | null };
}
interface User {
  uri: string;
  name: string;
  email: string;
  current_organization: string;
}
interface EventType {
  uri: string;
  name: string;
  kind?: string;
  active: boolean;
  scheduling_url: string;
  duration: number | null;
}
interface ScheduledEvent {
  uri: string;
  status: 'active' | 'canceled';
  start_time: string;
  end_time: string;
  updated_at?: string;
}
interface WebhookSubscription {
  uri: string;
  callback_url: string;
  state: 'active' | 'disabled';
}

/** The last segment of a Calendly URI: the uuid its endpoints take. */
export const uuidOf = (uri: string) => new URL(uri).pathname.split('/').filter(Boolean).at(-1) ?? '';

/** Lists are read 100 at a time (Calendly's largest page), following `next_page` to the end. */
const PAGE = 100;

/**
 * The school's scheduling port over Calendly API v2. What each call sends and reads is Calendly's
 * documented shape (docs/calendly.md cites the reference pages); the webhook payload mapping is the
 * one the webhook uses, so a booking found by reconciliation is the same booking event the
 * webhook would have delivered.
 */
export function calendlyScheduling(client: CalendlyClient): SchedulingPort {
  async function all<T>(path: string, query: Record<string, string | number | undefined>): Promise<T[]> {
    const items: T[] = [];
    let page = await client.get<Collection<T>>(path, { ...query, count: PAGE });
    items.push(...page.collection);
    while (page.pagination.next_page) {
      page = await client.get<Collection<T>>(page.pagination.next_page);
      items.push(...page.collection);
    }
    return items;
  }

  return {
    provider: 'calendly',

    async account(): Promise<SchedulingAccount> {
      const { resource } = await client.get<Resource<User>>('/users/me');
      return {
        userId: resource.uri,
        organizationId: resource.current_organization,
        name: resource.name,
        email: resource.email,
      };
    },

    async eventTypes(account): Promise<ProviderEventType[]> {
      const types = await all<EventType>('/event_types', { organization: account.organizationId });
      return types.map((type) => ({
        id: type.uri,
        name: type.name,
        kind: type.kind ?? 'solo',
        schedulingUrl: type.scheduling_url,
        durationMinutes: type.duration ?? null,
        active: type.active,
      }));
    },

    async mintSingleUseLink(eventTypeId): Promise<string> {
      const { resource } = await client.post<Resource<{ booking_url: string }>>('/scheduling_links', {
        max_event_count: 1,
        owner: eventTypeId,
        owner_type: 'EventType',
      });
      return resource.booking_url;
    },

    async cancelMeeting(providerEventId, reason) {
      const uuid = uuidOf(providerEventId);
      try {
        await client.post(`/scheduled_events/${uuid}/cancellation`, { reason });
        return 'canceled';
      } catch (error) {
        // Calendly answers 403 for an event already canceled or begun: look before judging.
        if (!(error instanceof ProviderRefused) || error.status !== 403) throw error;
        const { resource } = await client.get<Resource<ScheduledEvent>>(`/scheduled_events/${uuid}`);
        if (resource.status === 'canceled' || new Date(resource.start_time) <= new Date()) return 'already';
        throw error;
      }
    },

    async markNoShow(providerBookingId) {
      try {
        await client.post('/invitee_no_shows', { invitee: providerBookingId });
        return 'marked';
      } catch (error) {
        if (error instanceof ProviderRejected && error.status === 422) return 'already';
        throw error;
      }
    },

    async meetingsBetween(account, from, to): Promise<ProviderMeeting[]> {
      const events = await all<ScheduledEvent>('/scheduled_events', {
        organization: account.organizationId,
        min_start_time: from.toISOString(),
        max_start_time: to.toISOString(),
        sort: 'start_time:asc',
      });
      return events.map((event) => ({
        id: event.uri,
        startTime: event.start_time,
        updatedAt: event.updated_at ?? event.start_time,
        record: event,
      }));
    },

    async bookingsOf(meeting): Promise<ProviderBooking[]> {
      const event = meeting.record as ScheduledEvent;
      const invitees = await all<Record<string, unknown>>(`/scheduled_events/${uuidOf(event.uri)}/invitees`, {});
      const bookings: ProviderBooking[] = [];
      for (const invitee of invitees) {
        // The payload the webhook would have carried: the invitee with its scheduled event.
        const payload = { ...invitee, scheduled_event: event };
        try {
          const booked = toBookingEvent({ event: 'invitee.created', payload });
          if (booked?.kind !== 'created' && booked?.kind !== 'rescheduled') continue;
          const canceled =
            invitee.status === 'canceled' ? toBookingEvent({ event: 'invitee.canceled', payload }) : null;
          bookings.push({ booked, canceled: canceled?.kind === 'canceled' ? canceled : null });
        } catch (error) {
          log('warn', 'calendly invitee not readable', { invitee: invitee.uri, ...errorFields(error) });
        }
      }
      return bookings;
    },

    async findWebhook(account, callbackUrl): Promise<ProviderWebhook | null> {
      const hooks = await all<WebhookSubscription>('/webhook_subscriptions', {
        organization: account.organizationId,
        scope: 'organization',
      });
      const hook = hooks.find((candidate) => candidate.callback_url === callbackUrl);
      return hook ? { id: hook.uri, callbackUrl: hook.callback_url, state: hook.state } : null;
    },

    async createWebhook(account, callbackUrl, signingKey): Promise<ProviderWebhook> {
      const { resource } = await client.post<Resource<WebhookSubscription>>('/webhook_subscriptions', {
        url: callbackUrl,
        events: SUBSCRIBED_EVENTS,
        organization: account.organizationId,
        scope: 'organization',
        signing_key: signingKey,
      });
      return { id: resource.uri, callbackUrl: resource.callback_url, state: resource.state };
    },

    async deleteWebhook(webhookId) {
      await client.delete(`/webhook_subscriptions/${uuidOf(webhookId)}`);
    },
  };
}
