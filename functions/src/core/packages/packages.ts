import type { Package } from '@app/shared/packages/schemas';
import * as PackageEntity from '../../db/entities/package';

/** Session packages. Money is integer cents inside; the API shows priceUsd. */
export type NewPackage = PackageEntity.PackageFields;

export async function listActive(): Promise<Package[]> {
  return (await PackageEntity.queryActive()).map(PackageEntity.toPackage);
}

export async function create(input: NewPackage): Promise<Package> {
  const now = new Date().toISOString();
  const item = PackageEntity.packageItem(crypto.randomUUID(), input, { createdAt: now, updatedAt: now });
  await PackageEntity.putNew(item);
  return PackageEntity.toPackage(item);
}
