import { afterEach, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../lib/errors';
import { flushMetrics, setMetricsSink } from '../../lib/metrics';
import { signCalendlyBody } from './calendly-signature';
import { calendlyDeliveryId, eventNameOf, receiveCalendlyDelivery } from './receive-delivery';

// What a genuine delivery does (stored in the inbox, then processed) is proven against the local
// stack in functions/test/webhook-inbox.test.ts; here, what happens before anything is stored.
const KEY = 'signing-key';
const now = new Date('2026-11-20T10:00:00Z');

function signed(body: unknown, key = KEY) {
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: signCalendlyBody(rawBody, key, Math.floor(now.getTime() / 1000)) };
}

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
  afterEach(() => void flushed());

  it('is refused before anything is read or stored when the signature does not hold, and counted', async () => {
    // No table is reachable from this unit test: reaching the store would fail differently.
    await expect(
      receiveCalendlyDelivery(signed({ event: 'invitee.created' }, 'another-key'), KEY, now),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      receiveCalendlyDelivery({ rawBody: 'not even JSON', signature: undefined }, KEY, now),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const stale = JSON.stringify({ event: 'invitee.created' });
    await expect(
      receiveCalendlyDelivery(
        { rawBody: stale, signature: signCalendlyBody(stale, KEY, Math.floor(now.getTime() / 1000) - 240) },
        KEY,
        now,
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(flushed()).toMatchObject({ WebhookSignatureFailures: 3 });
  });

  it('is keyed by its body, so the sender’s retries of it are one record', () => {
    const body = JSON.stringify({ event: 'invitee.created', payload: { uri: 'x' } });
    expect(calendlyDeliveryId(body)).toBe(calendlyDeliveryId(body));
    expect(calendlyDeliveryId(body)).toMatch(/^[0-9a-f]{64}$/);
    expect(calendlyDeliveryId(body)).not.toBe(calendlyDeliveryId(body.replace('x', 'y')));
  });

  it('names its event when the body says one, whatever else it holds', () => {
    expect(eventNameOf('{"event":"invitee.canceled","payload":null}')).toBe('invitee.canceled');
    expect(eventNameOf('{"event":42}')).toBeNull();
    expect(eventNameOf('{"event":')).toBeNull();
    expect(eventNameOf('[1,2]')).toBeNull();
    expect(eventNameOf(JSON.stringify({ event: 'x'.repeat(101) }))).toBeNull();
  });
});
