import { describe, expect, it } from 'vitest';
import { signCalendlyBody, verifyCalendlySignature } from './calendly-signature';

const body = '{"event":"invitee.created","payload":{}}';
const now = 1_800_000_000;

describe('Calendly webhook signature', () => {
  it('accepts its own signature within three minutes, either side', () => {
    expect(verifyCalendlySignature(signCalendlyBody(body, 'key', now), body, 'key', now)).toBe(true);
    expect(verifyCalendlySignature(signCalendlyBody(body, 'key', now - 180), body, 'key', now)).toBe(true);
    expect(verifyCalendlySignature(signCalendlyBody(body, 'key', now + 180), body, 'key', now)).toBe(true);
  });

  it('refuses stale, other-key, altered-body and malformed signatures', () => {
    expect(verifyCalendlySignature(signCalendlyBody(body, 'key', now - 181), body, 'key', now)).toBe(false);
    expect(verifyCalendlySignature(signCalendlyBody(body, 'other', now), body, 'key', now)).toBe(false);
    expect(verifyCalendlySignature(signCalendlyBody(body, 'key', now), body + ' ', 'key', now)).toBe(false);
    for (const header of [
      undefined,
      '',
      't=abc,v1=00',
      `v1=${'a'.repeat(64)}`,
      `t=${now}`,
      `t=${now},v1=${'g'.repeat(64)}`,
    ]) {
      expect(verifyCalendlySignature(header, body, 'key', now)).toBe(false);
    }
  });
});
