import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a value someone sent with a secret in constant time (whatever their lengths). */
export function sameSecret(sent: string | undefined, secret: string): boolean {
  if (sent === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(secret));
}
