import { describe, expect, it } from 'vitest';
import { signCalendlyBody, verifyCalendlySignature } from './calendly-signature';
import { signReference, verifyReference } from '../bookings/booking-reference';

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

describe('booking reference', () => {
  const student = '6f1c3e1e-5a5b-4a4b-9c9d-111122223333';
  const course = 'a2b3c4d5-e6f7-4a8b-9c0d-444455556666';

  it('names the student it was made for, for that course only', () => {
    const reference = signReference(student, course, 'k');
    expect(verifyReference(reference, course, 'k')).toBe(student);
    expect(verifyReference(reference, 'b2b3c4d5-e6f7-4a8b-9c0d-444455556666', 'k')).toBeNull();
    expect(verifyReference(reference, course, 'other key')).toBeNull();
  });

  it('refuses a reference edited to name someone else', () => {
    const mac = signReference(student, course, 'k').split('.')[1];
    expect(verifyReference(`7f1c3e1e-5a5b-4a4b-9c9d-111122223333.${mac}`, course, 'k')).toBeNull();
    expect(verifyReference(student, course, 'k')).toBeNull();
    expect(verifyReference('', course, 'k')).toBeNull();
  });
});
