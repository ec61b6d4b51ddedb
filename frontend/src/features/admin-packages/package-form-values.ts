import { packageInputSchema, type PackageInput } from '@app/shared/admin/packages';
import type { Package } from '@app/shared/packages/schemas';
import { schemaResolver, typedNumber } from '../../lib/schema-resolver';

/** The dialog's fields: price and sessions as typed, checked by the API's schema once turned into numbers. */
export interface PackageFormValues {
  name: string;
  description: string;
  priceUsd: string;
  sessionCount: string;
  /** Days the sessions can be used after approval, as typed; empty: they never expire. */
  validityDays: string;
  isActive: boolean;
}

export const emptyPackageForm: PackageFormValues = {
  name: '',
  description: '',
  priceUsd: '',
  sessionCount: '',
  validityDays: '',
  isActive: true,
};

export const formFromPackage = (pkg: Package): PackageFormValues => ({
  name: pkg.name,
  description: pkg.description,
  priceUsd: pkg.priceUsd.toFixed(2),
  sessionCount: String(pkg.sessionCount),
  validityDays: pkg.validityDays ? String(pkg.validityDays) : '',
  isActive: pkg.isActive,
});

/** The validity field: empty is no expiry (null); anything else a number the schema checks. */
export const typedValidity = (value: string): number | null => (value.trim() === '' ? null : typedNumber(value));

export const inputFromForm = (values: PackageFormValues): PackageInput => ({
  name: values.name,
  description: values.description,
  priceUsd: typedNumber(values.priceUsd),
  sessionCount: typedNumber(values.sessionCount),
  validityDays: typedValidity(values.validityDays),
  isActive: values.isActive,
});

/** The package as PUT needs it, with only `isActive` changed (the list's switch). */
export const withActive = (pkg: Package, isActive: boolean): PackageInput => ({
  name: pkg.name,
  description: pkg.description,
  priceUsd: pkg.priceUsd,
  sessionCount: pkg.sessionCount,
  validityDays: pkg.validityDays ?? null,
  isActive,
});

export const packageFormResolver = schemaResolver<PackageFormValues, typeof packageInputSchema>(
  packageInputSchema,
  inputFromForm,
);

/** A package's validity in the list: 'No expiry', '1 day', '90 days'. */
export function validityText(days: number | null | undefined): string {
  if (!days) return 'No expiry';
  return `${days} day${days === 1 ? '' : 's'}`;
}
