/**
 * What a scheduling service tells us about a booking, in the school's own words. Each provider's
 * adapter (functions/src/adapters/<provider>/) checks and reads the provider's delivery and maps it
 * to these events; nothing in core sees a provider's payload.
 *
 * A provider's ids are kept as the provider gives them: they key the stored items (a booking's id
 * is a hash of the first `providerBookingId`, the processed-event markers are keyed on it), so they
 * must never change for a booking already stored, and they must not collide across providers.
 * Calendly's are absolute URIs (`https://api.calendly.com/...`), stored as they are; another
 * provider's adapter prefixes its ids with a scheme of its own.
 */

/** The scheduling services bookings may come from (one adapter each). */
export type BookingProvider = 'calendly';

/** Who ended a booking: the tutor's side (a host always gives the session back) or the invitee. */
export type Canceler = 'host' | 'invitee';

/**
 * The tracking values the portal put in the booking link, as the provider returns them: the
 * source (`portal` for bookings made from the portal), the course id, and the signed booking
 * reference that names the student, and the single-use link's id.
 */
export interface BookingTracking {
  source: string | null;
  campaign: string | null;
  reference: string | null;
  /** The single-use booking link the booking came through (its id), when it came through one. */
  link?: string | null;
}

/** The booking as the provider describes it in each delivery about it. */
export interface BookingSnapshot {
  provider: BookingProvider;
  /** The provider's id of this booking (Calendly: the invitee URI). */
  providerBookingId: string;
  /** The provider's id of the meeting booked (Calendly: the scheduled event URI). */
  providerEventId: string;
  /** ISO 8601 times, as the provider sent them. */
  startTime: string;
  endTime: string;
  /** The invitee's own time zone (IANA name), when the provider knows it. */
  timezone: string | null;
  /** The meeting link the provider holds for the booking, if any (checked before it is kept). */
  joinUrl: string | null;
  /** The invitee's links to cancel or reschedule at the provider. */
  cancelUrl: string | null;
  rescheduleUrl: string | null;
  inviteeName: string;
  inviteeEmail: string;
  /**
   * The e-mail of the person hosting the meeting (Calendly: the scheduled event's first event
   * membership), when the provider names one: it tells which tutor teaches the lesson.
   */
  hostEmail: string | null;
  /** The provider's id of what was booked (Calendly: the event type URI), when the provider names it. */
  eventTypeId?: string | null;
  tracking: BookingTracking;
}

/** A new booking. */
export interface BookingCreated extends BookingSnapshot {
  kind: 'created';
}

/**
 * The new time of a rescheduled booking: a booking of its own at the provider that replaces
 * `previousProviderBookingId`. We move the booking it replaces (nothing charged); when that one is
 * unknown to us, it is a new booking.
 */
export interface BookingRescheduled extends BookingSnapshot {
  kind: 'rescheduled';
  previousProviderBookingId: string;
  /** When the lesson was moved (ISO 8601), when the provider says; otherwise the delivery's arrival counts. */
  rescheduledAt: string | null;
}

/**
 * A booking ended. `rescheduled`: it ended because the invitee picked another time (the
 * `nextProviderBookingId`, when the provider names it), which arrives as its own `rescheduled`
 * event, in either order. Only the booking's ids and invitee are needed: the booking's time is
 * the one stored (some provider payloads do not repeat it).
 */
export interface BookingCanceled {
  kind: 'canceled';
  provider: BookingProvider;
  providerBookingId: string;
  /** The provider's id of the meeting, when the delivery names it. */
  providerEventId: string | null;
  inviteeName: string;
  inviteeEmail: string;
  canceledBy: Canceler | null;
  /** When it was canceled (ISO 8601), when the provider says. */
  canceledAt: string | null;
  rescheduled: boolean;
  nextProviderBookingId: string | null;
}

/** The host marked the invitee as absent. The session stays used: nothing changes. */
export interface BookingNoShow {
  kind: 'no_show';
  provider: BookingProvider;
  providerBookingId: string;
  /** When it was marked (ISO 8601), when the provider says. */
  markedAt: string | null;
}

export type BookingEvent = BookingCreated | BookingRescheduled | BookingCanceled | BookingNoShow;
export type BookingEventKind = BookingEvent['kind'];
