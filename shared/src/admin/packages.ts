import * as z from 'zod';
import { MAX_VALIDITY_DAYS } from '../credits/lots';
import { REFUND_WINDOW_DAYS } from '../refunds/schemas';
import { changedMeanwhile, versionField } from '../http/versions';
import { requiredText, singleLineText } from '../text';

export const packageMessages = {
  name: 'Name must be at least 2 characters',
  description: 'Description must be at least 10 characters',
  price: 'Price must be more than 0 with at most 2 decimals',
  sessions: 'Session count must be a whole number of at least 1',
  validity: `Validity must be a whole number of days from ${REFUND_WINDOW_DAYS} to ${MAX_VALIDITY_DAYS}, or empty for no expiry`,
  notFound: 'Package not found',
  inUse: 'A pending request uses this package: deactivate it instead of deleting it.',
  saved: 'Package saved',
  deleted: 'Package deleted',
  confirmDelete: 'Delete this package? This cannot be undone.',
  changedMeanwhile: changedMeanwhile('package'),
} as const;

/** POST /api/admin/packages (and, with a version, PUT /api/admin/packages/{packageId}) */
export const packageInputSchema = z.strictObject({
  name: singleLineText(2, packageMessages.name, 100),
  description: requiredText(10, packageMessages.description, 500),
  priceUsd: z
    .number({ error: packageMessages.price })
    .positive(packageMessages.price)
    .max(100_000, packageMessages.price)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, packageMessages.price),
  sessionCount: z
    .number({ error: packageMessages.sessions })
    .int(packageMessages.sessions)
    .min(1, packageMessages.sessions)
    .max(500, packageMessages.sessions),
  /** Days the sessions can be used from the purchase's approval; null: they never expire. */
  validityDays: z
    .number({ error: packageMessages.validity })
    .int(packageMessages.validity)
    // Never shorter than the refund window: what can be refunded has not expired yet.
    .min(REFUND_WINDOW_DAYS, packageMessages.validity)
    .max(MAX_VALIDITY_DAYS, packageMessages.validity)
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

/** PUT /api/admin/packages/{packageId}: the package as edited and the version it was based on. */
export const packageUpdateSchema = packageInputSchema.extend({ version: versionField('package') });
export type PackageUpdateInput = z.input<typeof packageUpdateSchema>;

/** Dollars with at most 2 decimals to integer cents, exactly (no float drift). */
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}
