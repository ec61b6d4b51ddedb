import type { WebhookState } from '@app/shared/scheduling/schemas';
import type { BookingCanceled, BookingCreated, BookingProvider, BookingRescheduled } from '../bookings/booking-event';

/**
 * What the school asks of its scheduling service, in the school's words. Core calls only this;
 * each provider's adapter (functions/src/adapters/<provider>/) implements it over the provider's
 * API, and the handlers hand the adapter in. Nothing here knows Calendly.
 */
export interface SchedulingPort {
  readonly provider: BookingProvider;
  /** The account the token belongs to. Throws ProviderRefused for a token the service refuses. */
  account(): Promise<SchedulingAccount>;
  /** The account's bookable event types (a course is mapped to one). */
  eventTypes(account: SchedulingAccount): Promise<ProviderEventType[]>;
  /**
   * A booking link that books exactly one meeting of the event type. Throws ProviderRefused when
   * the plan or the token does not allow it.
   */
  mintSingleUseLink(eventTypeId: string): Promise<string>;
  /** Cancels the meeting at the service; `already`: it was canceled (or is in the past) there. */
  cancelMeeting(providerEventId: string, reason: string): Promise<'canceled' | 'already'>;
  /** Tells the service the invitee did not come; `already`: it knew. */
  markNoShow(providerBookingId: string): Promise<'marked' | 'already'>;
  /** The meetings starting in [from, to), active and canceled (one call per 100). */
  meetingsBetween(account: SchedulingAccount, from: Date, to: Date): Promise<ProviderMeeting[]>;
  /** The bookings of one meeting, as booking events (one call). */
  bookingsOf(meeting: ProviderMeeting): Promise<ProviderBooking[]>;
  /** The webhook subscription delivering to `callbackUrl`, if there is one. */
  findWebhook(account: SchedulingAccount, callbackUrl: string): Promise<ProviderWebhook | null>;
  createWebhook(account: SchedulingAccount, callbackUrl: string, signingKey: string): Promise<ProviderWebhook>;
  deleteWebhook(webhookId: string): Promise<void>;
}

export interface SchedulingAccount {
  userId: string;
  organizationId: string;
  name: string;
  email: string;
}

export interface ProviderEventType {
  id: string;
  name: string;
  /** `solo` (one invitee a meeting) or `group`: cancelling a group meeting would cancel everyone's. */
  kind: string;
  schedulingUrl: string;
  durationMinutes: number | null;
  active: boolean;
}

export interface ProviderWebhook {
  id: string;
  callbackUrl: string;
  state: Exclude<WebhookState, 'missing'>;
}

export interface ProviderMeeting {
  id: string;
  startTime: string;
  /** When the service last changed it (a booking, a cancellation). */
  updatedAt: string;
  /** The service's own record of it, handed back to `bookingsOf`. */
  record: unknown;
}

/**
 * One booking as the service holds it now: the event its webhook would have sent when it was
 * made (`created`, or `rescheduled` for the new time of a move), and, when it has ended since,
 * the cancellation's event too.
 */
export interface ProviderBooking {
  booked: BookingCreated | BookingRescheduled;
  canceled: BookingCanceled | null;
}

/** The service refused the call for good (a bad token, a plan without the feature): no retry helps. */
export class ProviderRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/** The service could not be reached, or kept failing or limiting us through the retries. */
export class ProviderUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/** The service understood the call and would not do it (a 4xx such as 409 or 422). */
export class ProviderRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRejected';
  }
}

/** The service does not know the thing named (a deleted event type, a webhook gone). */
export class ProviderNotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderNotFound';
  }
}
