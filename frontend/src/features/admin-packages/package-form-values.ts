import { packageInputSchema, type PackageInput } from '@app/shared/admin/packages';
import type { Package } from '@app/shared/packages/schemas';
import { schemaResolver, typedNumber } from '../../lib/schema-resolver';

/** The dialog's fields: price and sessions as typed, checked by the API's schema once turned into numbers. */
export interface PackageFormValues {
  name: string;
  description: string;
  priceUsd: string;
  sessionCount: string;
  isActive: boolean;
}

export const emptyPackageForm: PackageFormValues = {
  name: '',
  description: '',
  priceUsd: '',
  sessionCount: '',
  isActive: true,
};

export const formFromPackage = (pkg: Package): PackageFormValues => ({
  name: pkg.name,
  description: pkg.description,
  priceUsd: pkg.priceUsd.toFixed(2),
  sessionCount: String(pkg.sessionCount),
  isActive: pkg.isActive,
});

export const inputFromForm = (values: PackageFormValues): PackageInput => ({
  name: values.name,
  description: values.description,
  priceUsd: typedNumber(values.priceUsd),
  sessionCount: typedNumber(values.sessionCount),
  isActive: values.isActive,
});

/** The package as PUT needs it, with only `isActive` changed (the list's switch). */
export const withActive = (pkg: Package, isActive: boolean): PackageInput => ({
  name: pkg.name,
  description: pkg.description,
  priceUsd: pkg.priceUsd,
  sessionCount: pkg.sessionCount,
  isActive,
});

export const packageFormResolver = schemaResolver<PackageFormValues, typeof packageInputSchema>(
  packageInputSchema,
  inputFromForm,
);
