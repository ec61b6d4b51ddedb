import { beforeAll, describe, expect, it } from 'vitest';
import * as Booking from '../../db/entities/booking';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { resetEnvCache } from '../../lib/env';
import type { BookingCreated } from './booking-event';
import { bookingIdFor, slotOf } from './booking-ids';

/**
 * Booking events name the provider's ids in the domain's words; the items they write must stay
 * exactly those the Calendly-shaped code wrote before (keys and attribute names), so tables need
 * no migration for the model. These are the transaction items, built without a table.
 */
const INVITEE_URI = 'https://api.calendly.com/scheduled_events/EV1/invitees/INV1';
const EVENT_URI = 'https://api.calendly.com/scheduled_events/EV1';

const event: BookingCreated = {
  kind: 'created',
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
  tracking: { source: 'portal', campaign: null, reference: null },
};

/** The attributes of a booking's slot as the previous version stored them. */
const STORED_SLOT = {
  inviteeUri: INVITEE_URI,
  eventUri: EVENT_URI,
  startTime: '2026-12-01T15:00:00.000Z',
  endTime: '2026-12-01T16:00:00.000Z',
  timezone: 'Europe/London',
  joinUrl: 'https://zoom.us/j/123',
  cancelUrl: 'https://calendly.com/cancellations/TOKEN',
  rescheduleUrl: 'https://calendly.com/reschedulings/TOKEN',
};

describe('what booking events store', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'shape-test';
    resetEnvCache();
  });

  const id = bookingIdFor(INVITEE_URI);
  const times = { createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };

  it('keeps the booking id: the first 32 hex digits of the sha256 of the invitee URI', () => {
    expect(id).toBe('47586ccd81085840f4d6c23d9e232f94');
  });

  it('writes a booking with the invitee and event URIs under their stored names', () => {
    const booking: Booking.BookingItem = {
      id,
      studentId: 'student-1',
      courseId: 'course-1',
      status: 'scheduled',
      ...slotOf(event),
      inviteeName: event.inviteeName,
      inviteeEmail: event.inviteeEmail,
      ...times,
    };
    const item = Booking.putNew(booking).Put!.Item!;
    expect(item).toMatchObject({ pk: `BOOKING#${id}`, sk: 'BOOKING', type: 'booking', ...STORED_SLOT });
    expect(item).toMatchObject({ gsi4pk: 'LESSONS#2026-12', gsi4sk: `2026-12-01T15:00:00.000Z#${id}` });
    expect(Object.keys(item).sort()).toEqual(
      [
        'pk',
        'sk',
        'type',
        'id',
        'studentId',
        'courseId',
        'status',
        ...Object.keys(STORED_SLOT),
        'inviteeName',
        'inviteeEmail',
        'createdAt',
        'updatedAt',
        'gsi1pk',
        'gsi1sk',
        'gsi2pk',
        'gsi2sk',
        'gsi3pk',
        'gsi3sk',
        // The school's calendar (added with tutors and lessons).
        'gsi4pk',
        'gsi4sk',
      ].sort(),
    );
    // And reads it back in the domain's words.
    expect(Booking.fromStoredIds<Booking.BookingItem>(item)).toEqual(booking);
  });

  it('keys the processed-event marker on the invitee URI, with the URI in inviteeUri', () => {
    const item = ProcessedEvent.putOnce({
      kind: 'created',
      providerBookingId: INVITEE_URI,
      target: 'booking',
      targetId: id,
    }).Put!.Item!;
    expect(item).toEqual({
      pk: `EVENT#created#${INVITEE_URI}`,
      sk: 'EVENT',
      type: 'processed_event',
      kind: 'created',
      inviteeUri: INVITEE_URI,
      target: 'booking',
      targetId: id,
      appliedAt: expect.any(String),
    });
    expect(ProcessedEvent.notApplied('canceled', INVITEE_URI).ConditionCheck!.Key).toEqual({
      pk: `EVENT#canceled#${INVITEE_URI}`,
      sk: 'EVENT',
    });
  });

  it('writes an unmatched booking with the same id and stored names', () => {
    const item = Unmatched.putNew({
      id,
      ...slotOf(event),
      inviteeName: event.inviteeName,
      inviteeEmail: event.inviteeEmail,
      reason: 'no_reference',
      studentId: null,
      courseId: null,
      status: 'open',
      ...times,
    }).Put!.Item!;
    expect(item).toMatchObject({ pk: `UNMATCHED#${id}`, sk: 'UNMATCHED', type: 'unmatched_booking', ...STORED_SLOT });
    expect(item).not.toHaveProperty('providerBookingId');
    expect(item).not.toHaveProperty('providerEventId');
  });

  it('moves and cancels on the stored invitee URI', () => {
    const move = Booking.move({ id, studentId: 'student-1' }, INVITEE_URI, slotOf(event)).Update!;
    // A lesson whose attendance is recorded is not moved (the school's record stands).
    expect(move.ConditionExpression).toBe(
      'inviteeUri = :from AND #status <> :canceled AND attribute_not_exists(attendance)',
    );
    expect(move.ExpressionAttributeValues).toMatchObject({ ':from': INVITEE_URI, ':inviteeUri': INVITEE_URI });
    expect(move.UpdateExpression).toContain('inviteeUri = :inviteeUri, eventUri = :eventUri');
    const cancel = Booking.cancel(id, INVITEE_URI, true, times.createdAt).Update!;
    expect(cancel.ConditionExpression).toBe(
      'inviteeUri = :uri AND #status <> :canceled AND attribute_not_exists(attendance)',
    );
    expect(cancel.ExpressionAttributeValues).toMatchObject({ ':uri': INVITEE_URI });
  });
});
