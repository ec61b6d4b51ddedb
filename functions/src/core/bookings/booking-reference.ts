import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The booking reference the portal puts in the scheduling widget's URL (`utm_content`). It names
 * the student and carries an HMAC of the student and the course, made with a key only the server
 * has, so nobody can book on another student's balance, or on another course, by editing the URL.
 * Format: `<studentId>.<mac>`; the mac is 128 bits, base64url.
 */
const VERSION = 'booking-ref:v1';

function mac(studentId: string, courseId: string, key: string): string {
  return createHmac('sha256', key)
    .update(`${VERSION}\n${studentId}\n${courseId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function signReference(studentId: string, courseId: string, key: string): string {
  return `${studentId}.${mac(studentId, courseId, key)}`;
}

/** The student the reference names, or null when it was not made by us for this course. */
export function verifyReference(reference: string, courseId: string, key: string): string | null {
  const match = /^([0-9a-zA-Z-]{1,64})\.([A-Za-z0-9_-]{22})$/.exec(reference.trim());
  if (!match) return null;
  const [, studentId, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(studentId, courseId, key));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? studentId : null;
}
