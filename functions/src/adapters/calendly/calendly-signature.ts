import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Calendly signs each webhook delivery: header `Calendly-Webhook-Signature: t=<unix>,v1=<hex>`,
 * where v1 is the HMAC-SHA256 of `<t>.<raw body>` with the subscription's signing key. A
 * delivery is genuine when one v1 matches (compared in constant time) and t is at most
 * `toleranceSeconds` away from now, so a captured delivery cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

export function signCalendlyBody(rawBody: string, key: string, timestamp: number): string {
  const v1 = createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function verifyCalendlySignature(
  header: string | undefined,
  rawBody: string,
  key: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 1024) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex'));
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature), expected));
}
