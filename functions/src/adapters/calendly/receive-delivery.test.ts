import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../../lib/errors';
import { flushMetrics, setMetricsSink } from '../../lib/metrics';
import { signCalendlyBody } from './calendly-signature';
import { receiveCalendlyDelivery } from './receive-delivery';

const applied = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('../../core/bookings/apply-booking-event', () => ({
  applyBookingEvent: async (event: unknown) => {
    applied.events.push(event);
    return 'booked';
  },
}));

const KEY = 'signing-key';
const now = new Date('2026-11-20T10:00:00Z');
const keys = { signing: KEY, reference: async () => 'reference-key' };

function signed(body: unknown, key = KEY) {
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: signCalendlyBody(rawBody, key, Math.floor(now.getTime() / 1000)) };
}

const created = {
  event: 'invitee.created',
  payload: {
    uri: 'https://api.calendly.com/scheduled_events/EV1/invitees/INV1',
    scheduled_event: {
      uri: 'https://api.calendly.com/scheduled_events/EV1',
      start_time: '2026-12-01T15:00:00Z',
      end_time: '2026-12-01T16:00:00Z',
    },
  },
};

/** The metrics this invocation counted, as the EMF document flushMetrics publishes (null: none). */
function flushed(): Record<string, unknown> | null {
  const lines: string[] = [];
  setMetricsSink((line) => void lines.push(line));
  try {
    flushMetrics();
  } finally {
    setMetricsSink();
  }
  return lines[0] ? (JSON.parse(lines[0]) as Record<string, unknown>) : null;
}

describe('a Calendly delivery', () => {
  afterEach(() => {
    applied.events = [];
    flushed();
  });

  it('is refused before anything is read when the signature does not hold, and counted', async () => {
    await expect(receiveCalendlyDelivery({ ...signed(created, 'another-key') }, keys, now)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(
      receiveCalendlyDelivery({ rawBody: 'not even JSON', signature: undefined }, keys, now),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(applied.events).toEqual([]);
    expect(flushed()).toMatchObject({ WebhookSignatureFailures: 2 });
  });

  it('reaches core as a booking event', async () => {
    const answer = await receiveCalendlyDelivery(signed(created), keys, now);
    expect(answer).toEqual({ event: 'invitee.created', outcome: 'booked' });
    expect(applied.events).toEqual([
      expect.objectContaining({
        kind: 'created',
        provider: 'calendly',
        providerBookingId: created.payload.uri,
        providerEventId: created.payload.scheduled_event.uri,
      }),
    ]);
  });

  it('is acknowledged without reaching core when we do not handle it', async () => {
    const answer = await receiveCalendlyDelivery(
      signed({ event: 'routing_form_submission.created', payload: {} }),
      keys,
      now,
    );
    expect(answer).toEqual({ event: 'routing_form_submission.created', outcome: 'ignored' });
    expect(applied.events).toEqual([]);
    expect(flushed()).toBeNull();
  });
});
