import { tableName } from '../client';

/**
 * Bookkeeping items of the system itself, all in the `SYSTEM` partition or their own small ones:
 * the first-admin setup lock, the local seed marker, and per-caller rate-limit windows (which
 * expire through the table's TTL attribute `expiresAt`).
 */
export const setupLockKey = () => ({ pk: 'SYSTEM', sk: 'SUPER_ADMIN_SETUP' });
export const seedMarkerKey = (name: string) => ({ pk: 'SYSTEM', sk: `SEED#${name}` });
export const rateWindowKey = (action: string, caller: string, windowStart: number) => ({
  pk: `RATE#${action}#${caller}`,
  sk: String(windowStart),
});

export { tableName };
