import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * Identifiers of the stand-in. The owner, the organization and the event types have ids derived
 * from their slugs (a SHA-256 prefix laid out as a UUID, version 8: "custom"), so their URIs stay
 * the same across restarts on the same port; everything made while it runs gets a random id.
 */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(`calendly-standin:${seed}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const randomUuid = (): string => randomUUID();

/** A single-use link's id: short, lower case, safe in a path. */
export const randomLinkId = (): string => randomBytes(9).toString('base64url').toLowerCase().replace(/[-_]/g, 'x');

/** A webhook signing key, for a subscription created without one. */
export const randomSigningKey = (): string => randomBytes(32).toString('base64url');
