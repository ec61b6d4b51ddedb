import {
  packageMessages,
  usdToCents,
  type packageInputSchema,
  type packageUpdateSchema,
} from '@app/shared/admin/packages';
import type { Package } from '@app/shared/packages/schemas';
import { versionOf } from '@app/shared/http/versions';
import type * as z from 'zod';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';
import * as PackageEntity from '../../db/entities/package';

/** Session packages. Money is integer cents inside; the API shows priceUsd. */
export type NewPackage = PackageEntity.PackageFields;
type PackageData = z.output<typeof packageInputSchema>;

export async function listActive(): Promise<Package[]> {
  return (await PackageEntity.queryActive()).map(PackageEntity.toPackage);
}

export async function create(input: NewPackage): Promise<Package> {
  const now = new Date().toISOString();
  const item = PackageEntity.packageItem(crypto.randomUUID(), input, { createdAt: now, updatedAt: now });
  await transact([{ item: PackageEntity.putNew(item) }]);
  return PackageEntity.toPackage(item);
}

export async function listAll(): Promise<Package[]> {
  return (await PackageEntity.queryAll()).map(PackageEntity.toPackage);
}

const notFound = () => new NotFoundError(packageMessages.notFound);

export async function createByAdmin(actor: Actor, input: PackageData): Promise<Package> {
  const now = new Date().toISOString();
  const item = PackageEntity.packageItem(crypto.randomUUID(), toFields(input), { createdAt: now, updatedAt: now });
  await transact([
    { item: PackageEntity.putNew(item) },
    {
      item: Activity.put(actor, {
        action: 'create',
        entityType: 'package',
        entityId: item.id,
        details: { name: item.name },
      }),
    },
  ]);
  return PackageEntity.toPackage(item);
}

export async function update(
  actor: Actor,
  packageId: string,
  input: z.output<typeof packageUpdateSchema>,
): Promise<Package> {
  const existing = await PackageEntity.get(packageId);
  if (!existing) throw notFound();
  const changedMeanwhile = () => new ConflictError(packageMessages.changedMeanwhile);
  if (versionOf(existing) !== input.version) throw changedMeanwhile();
  const fields = toFields(input);
  await transact([
    { item: PackageEntity.update(packageId, fields, input.version), onConditionFailed: changedMeanwhile },
    {
      item: Activity.put(actor, {
        action: 'update',
        entityType: 'package',
        entityId: packageId,
        details: { name: fields.name, isActive: fields.isActive },
      }),
    },
  ]);
  return { id: packageId, ...input, priceUsd: fields.priceCents / 100, version: input.version + 1 };
}

export async function remove(actor: Actor, packageId: string): Promise<void> {
  const existing = await PackageEntity.get(packageId);
  if (!existing) throw notFound();
  await transact([
    { item: PackageEntity.remove(packageId), onConditionFailed: () => new ConflictError(packageMessages.inUse) },
    {
      item: Activity.put(actor, {
        action: 'delete',
        entityType: 'package',
        entityId: packageId,
        details: { name: existing.name },
      }),
    },
  ]);
}

function toFields(input: PackageData): PackageEntity.PackageFields {
  return {
    name: input.name,
    description: input.description,
    priceCents: usdToCents(input.priceUsd),
    sessionCount: input.sessionCount,
    validityDays: input.validityDays ?? null,
    isActive: input.isActive,
  };
}
