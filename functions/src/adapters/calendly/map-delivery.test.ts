import { describe, expect, it } from 'vitest';
import { bookingIdFor, slotOf } from '../../core/bookings/booking-ids';
import type { BookingCreated } from '../../core/bookings/booking-event';
import { ValidationError } from '../../lib/errors';
import { toBookingEvent } from './map-delivery';

const EVENT_URI = 'https://api.calendly.com/scheduled_events/EV1';
const INVITEE_URI = `${EVENT_URI}/invitees/INV1`;
const OLD_INVITEE_URI = 'https://api.calendly.com/scheduled_events/EV0/invitees/INV0';
const NEW_INVITEE_URI = 'https://api.calendly.com/scheduled_events/EV2/invitees/INV2';

/** An invitee payload as Calendly (API v2) sends it, with fields we do not read. */
function invitee(overrides: Record<string, unknown> = {}) {
  return {
    uri: INVITEE_URI,
    email: 'parent@example.com',
    name: 'Amina Yusuf',
    status: 'active',
    timezone: 'Europe/London',
    cancel_url: 'https://calendly.com/cancellations/TOKEN',
    reschedule_url: 'https://calendly.com/reschedulings/TOKEN',
    rescheduled: false,
    old_invitee: null,
    new_invitee: null,
    questions_and_answers: [],
    tracking: {
      utm_campaign: 'a2b3c4d5-e6f7-4a8b-9c0d-444455556666',
      utm_source: 'portal',
      utm_medium: null,
      utm_content: 'student.mac',
      utm_term: null,
      salesforce_uuid: null,
    },
    created_at: '2026-11-20T10:00:00.000000Z',
    scheduled_event: {
      uri: EVENT_URI,
      name: '60 Minute Lesson',
      status: 'active',
      start_time: '2026-12-01T15:00:00.000000Z',
      end_time: '2026-12-01T16:00:00.000000Z',
      event_type: 'https://api.calendly.com/event_types/ET1',
      location: { type: 'zoom', status: 'pushed', join_url: 'https://zoom.us/j/123' },
    },
    ...overrides,
  };
}

const snapshot = {
  provider: 'calendly',
  providerBookingId: INVITEE_URI,
  providerEventId: EVENT_URI,
  startTime: '2026-12-01T15:00:00.000000Z',
  endTime: '2026-12-01T16:00:00.000000Z',
  timezone: 'Europe/London',
  joinUrl: 'https://zoom.us/j/123',
  cancelUrl: 'https://calendly.com/cancellations/TOKEN',
  rescheduleUrl: 'https://calendly.com/reschedulings/TOKEN',
  inviteeName: 'Amina Yusuf',
  inviteeEmail: 'parent@example.com',
  hostEmail: null,
  eventTypeId: 'https://api.calendly.com/event_types/ET1',
  tracking: {
    source: 'portal',
    campaign: 'a2b3c4d5-e6f7-4a8b-9c0d-444455556666',
    reference: 'student.mac',
    link: null,
  },
} as const;

describe('Calendly delivery → booking event', () => {
  it('maps invitee.created to a created booking, with the invitee and event URIs as the ids', () => {
    expect(toBookingEvent({ event: 'invitee.created', payload: invitee() })).toEqual({ kind: 'created', ...snapshot });
  });

  it('reads the single-use link the booking came through from utm_term', () => {
    const linked = invitee();
    (linked.tracking as Record<string, unknown>).utm_term = '6f1c2e0a-4b7d-4c1e-9a3f-2d5b8c7e1f00';
    expect(toBookingEvent({ event: 'invitee.created', payload: linked })).toMatchObject({
      tracking: { reference: 'student.mac', link: '6f1c2e0a-4b7d-4c1e-9a3f-2d5b8c7e1f00' },
    });
  });

  it("names the lesson's host from the scheduled event's memberships (for the tutor), in lower case", () => {
    const hosted = invitee();
    hosted.scheduled_event = {
      ...hosted.scheduled_event,
      event_memberships: [
        { user: 'https://api.calendly.com/users/HOST1', user_email: 'Huda@School.example', user_name: 'Huda' },
      ],
    } as typeof hosted.scheduled_event;
    expect(toBookingEvent({ event: 'invitee.created', payload: hosted })).toMatchObject({
      kind: 'created',
      hostEmail: 'huda@school.example',
    });
  });

  it('maps invitee.created naming its old invitee to the new time of a reschedule, made when the invitee was', () => {
    expect(toBookingEvent({ event: 'invitee.created', payload: invitee({ old_invitee: OLD_INVITEE_URI }) })).toEqual({
      kind: 'rescheduled',
      ...snapshot,
      previousProviderBookingId: OLD_INVITEE_URI,
      rescheduledAt: '2026-11-20T10:00:00.000000Z',
    });
  });

  it('maps invitee.canceled with who canceled and when', () => {
    const payload = invitee({
      status: 'canceled',
      cancellation: { canceled_by: 'Tutor', reason: 'Ill', canceler_type: 'host', created_at: '2026-11-30T09:00:00Z' },
    });
    expect(toBookingEvent({ event: 'invitee.canceled', payload })).toEqual({
      kind: 'canceled',
      provider: 'calendly',
      providerBookingId: INVITEE_URI,
      providerEventId: EVENT_URI,
      inviteeName: 'Amina Yusuf',
      inviteeEmail: 'parent@example.com',
      canceledBy: 'host',
      canceledAt: '2026-11-30T09:00:00Z',
      rescheduled: false,
      nextProviderBookingId: null,
    });
  });

  it('maps the cancellation half of a reschedule, naming the new invitee', () => {
    const payload = invitee({
      status: 'canceled',
      rescheduled: true,
      new_invitee: NEW_INVITEE_URI,
      cancellation: { canceler_type: 'invitee', created_at: '2026-11-30T09:00:00Z' },
    });
    expect(toBookingEvent({ event: 'invitee.canceled', payload })).toMatchObject({
      kind: 'canceled',
      canceledBy: 'invitee',
      rescheduled: true,
      nextProviderBookingId: NEW_INVITEE_URI,
    });
  });

  it('leaves out what Calendly does not send: no tracking, location, time zone or cancellation', () => {
    const payload = invitee({
      timezone: undefined,
      cancel_url: null,
      reschedule_url: undefined,
      tracking: null,
      scheduled_event: { ...invitee().scheduled_event, location: null },
    });
    const created = toBookingEvent({ event: 'invitee.created', payload });
    expect(created).toMatchObject({
      kind: 'created',
      timezone: null,
      joinUrl: null,
      cancelUrl: null,
      rescheduleUrl: null,
      tracking: { source: null, campaign: null, reference: null, link: null },
    });
    expect(toBookingEvent({ event: 'invitee.canceled', payload })).toMatchObject({
      kind: 'canceled',
      canceledBy: null,
      canceledAt: null,
    });
    // A canceler type Calendly may add later is not taken for a host.
    expect(
      toBookingEvent({ event: 'invitee.canceled', payload: invitee({ cancellation: { canceler_type: 'system' } }) }),
    ).toMatchObject({ canceledBy: null });
  });

  it('maps invitee_no_show.created to a no-show of that invitee', () => {
    const payload = {
      uri: 'https://api.calendly.com/invitee_no_shows/NS1',
      invitee: INVITEE_URI,
      created_at: '2026-12-01T15:20:00.000000Z',
    };
    expect(toBookingEvent({ event: 'invitee_no_show.created', payload })).toEqual({
      kind: 'no_show',
      provider: 'calendly',
      providerBookingId: INVITEE_URI,
      markedAt: '2026-12-01T15:20:00.000000Z',
    });
  });

  it('ignores deliveries it does not handle, whatever their payload', () => {
    expect(toBookingEvent({ event: 'routing_form_submission.created', payload: {} })).toBeNull();
    expect(toBookingEvent({ event: 'invitee_no_show.deleted', payload: null })).toBeNull();
  });

  it('refuses a handled delivery whose payload does not hold what we read, naming the field', () => {
    const missingUri = { ...invitee(), uri: undefined };
    expect(() => toBookingEvent({ event: 'invitee.created', payload: missingUri })).toThrow(ValidationError);
    try {
      toBookingEvent({ event: 'invitee.canceled', payload: invitee({ scheduled_event: { uri: EVENT_URI } }) });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fields).toHaveProperty(['payload.scheduled_event.start_time']);
    }
  });

  // The early v2 shape, as an open-source connector's test fixtures hold real deliveries of 2020:
  // the scheduled event only as `event` (its URI), no `cancellation`, `name` null.
  const early = (status: 'active' | 'canceled', name: string | null) => ({
    cancel_url: 'https://calendly.com/cancellations/AHT4VZ5PQYFOSTFB',
    created_at: '2020-12-22T18:15:55.361675Z',
    email: 'betty@example.com',
    event: 'https://api.calendly.com/scheduled_events/DDVRNUTABYGF4LO2',
    name,
    new_invitee: null,
    old_invitee: null,
    questions_and_answers: [],
    reschedule_url: 'https://calendly.com/reschedulings/AHT4VZ5PQYFOSTFB',
    rescheduled: false,
    status,
    text_reminder_number: null,
    timezone: 'America/New_York',
    tracking: { utm_campaign: null, utm_source: null, utm_medium: null, utm_content: null, utm_term: null },
    updated_at: '2020-12-22T18:16:59.628426Z',
    uri: 'https://api.calendly.com/scheduled_events/DDVRNUTABYGF4LO2/invitees/AHT4VZ5PQYFOSTFB',
  });

  it('reads the early cancellation shape: the event from `event`, no cancellation, a null name', () => {
    expect(toBookingEvent({ event: 'invitee.canceled', payload: early('canceled', null) })).toEqual({
      kind: 'canceled',
      provider: 'calendly',
      providerBookingId: 'https://api.calendly.com/scheduled_events/DDVRNUTABYGF4LO2/invitees/AHT4VZ5PQYFOSTFB',
      providerEventId: 'https://api.calendly.com/scheduled_events/DDVRNUTABYGF4LO2',
      inviteeName: '',
      inviteeEmail: 'betty@example.com',
      canceledBy: null,
      canceledAt: null,
      rescheduled: false,
      nextProviderBookingId: null,
    });
  });

  it('takes a null name as the first and last name, when Calendly sends them', () => {
    const payload = invitee({ name: null, first_name: 'Amina', last_name: 'Yusuf' });
    expect(toBookingEvent({ event: 'invitee.created', payload })).toMatchObject({ inviteeName: 'Amina Yusuf' });
    expect(toBookingEvent({ event: 'invitee.created', payload: invitee({ name: null }) })).toMatchObject({
      inviteeName: '',
    });
  });

  it('cannot make a booking of the early created shape (no start time in it), and says so', () => {
    try {
      toBookingEvent({ event: 'invitee.created', payload: early('active', 'Betty') });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toHaveProperty(['payload.scheduled_event']);
    }
  });

  it('acknowledges a no-show it cannot read as one it does not handle (nothing is applied for one yet)', () => {
    expect(toBookingEvent({ event: 'invitee_no_show.created', payload: { invitee: 'not a uri' } })).toBeNull();
  });

  it('keeps the ids stored bookings were made with: the booking id is the hash of the invitee URI', () => {
    const event = toBookingEvent({ event: 'invitee.created', payload: invitee() }) as BookingCreated;
    expect(bookingIdFor(event.providerBookingId)).toBe(bookingIdFor(INVITEE_URI));
    expect(bookingIdFor(INVITEE_URI)).toMatch(/^[0-9a-f]{32}$/);
    expect(slotOf(event)).toEqual({
      providerBookingId: INVITEE_URI,
      providerEventId: EVENT_URI,
      startTime: '2026-12-01T15:00:00.000Z',
      endTime: '2026-12-01T16:00:00.000Z',
      timezone: 'Europe/London',
      joinUrl: 'https://zoom.us/j/123',
      cancelUrl: 'https://calendly.com/cancellations/TOKEN',
      rescheduleUrl: 'https://calendly.com/reschedulings/TOKEN',
    });
    // A join link that is not https:// is never kept (it goes into e-mails).
    const plain = toBookingEvent({
      event: 'invitee.created',
      payload: invitee({ scheduled_event: { ...invitee().scheduled_event, location: { join_url: 'http://x.test' } } }),
    }) as BookingCreated;
    expect(slotOf(plain).joinUrl).toBeNull();
  });
});
