import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { centsToUsd, type Package } from '@app/shared/packages/schemas';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { GSI1, GSI2, padNumber, type TxItem } from '../table';
import { versionedSave } from '../versions';
import { versionOf } from '@app/shared/http/versions';

/**
 * Session package. Money is integer cents inside; the API shows priceUsd. gsi1 lists every
 * package and gsi2 only active ones (sparse), both by session count ascending.
 */
export const packageKey = (packageId: string) => ({ pk: `PACKAGE#${packageId}`, sk: 'PACKAGE' });
const ALL = 'PACKAGES';
const ACTIVE = 'ACTIVE_PACKAGES';

export interface PackageItem {
  pk: string;
  sk: string;
  type: 'package';
  id: string;
  name: string;
  description: string;
  priceCents: number;
  sessionCount: number;
  /** Absent on packages saved before validity existed: no expiry. */
  validityDays?: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  version?: number;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export type PackageFields = Pick<PackageItem, 'name' | 'description' | 'priceCents' | 'sessionCount' | 'isActive'> & {
  validityDays?: number | null;
};

export function toPackage(item: PackageItem): Package {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    priceUsd: centsToUsd(item.priceCents),
    sessionCount: item.sessionCount,
    validityDays: item.validityDays ?? null,
    isActive: item.isActive,
    version: versionOf(item),
  };
}

export function packageItem(
  id: string,
  fields: PackageFields,
  meta: { createdAt: string; updatedAt: string },
): PackageItem {
  const sortKey = `${padNumber(fields.sessionCount)}#${id}`;
  return {
    ...packageKey(id),
    type: 'package',
    id,
    ...fields,
    ...meta,
    gsi1pk: ALL,
    gsi1sk: sortKey,
    ...(fields.isActive ? { gsi2pk: ACTIVE, gsi2sk: sortKey } : {}),
  };
}

export async function get(packageId: string): Promise<PackageItem | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: packageKey(packageId) }));
  return (answer.Item as PackageItem | undefined) ?? null;
}

/** A request for this package is pending: counted, so the package cannot be deleted meanwhile. */
export function reserve(packageId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: packageKey(packageId),
      UpdateExpression: 'ADD pendingRequests :one',
      ConditionExpression: 'attribute_exists(pk) AND isActive = :true',
      ExpressionAttributeValues: { ':one': 1, ':true': true },
    },
  };
}

/** The pending request was approved or rejected. */
export function release(packageId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: packageKey(packageId),
      UpdateExpression: 'ADD pendingRequests :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
}

/** New fields for an existing package, against the version read (its pending-request count stays). */
export function update(packageId: string, fields: PackageFields, basedOn: number): TxItem {
  const sortKey = `${padNumber(fields.sessionCount)}#${packageId}`;
  const save = versionedSave(basedOn);
  return {
    Update: {
      TableName: tableName(),
      Key: packageKey(packageId),
      UpdateExpression: `SET #name = :name, description = :description, priceCents = :priceCents, sessionCount = :sessionCount, validityDays = :validityDays, isActive = :isActive, updatedAt = :now, gsi1sk = :sk, ${save.set}${
        fields.isActive ? ', gsi2pk = :active, gsi2sk = :sk' : ' REMOVE gsi2pk, gsi2sk'
      }`,
      ConditionExpression: `attribute_exists(pk) AND ${save.condition}`,
      ExpressionAttributeNames: { '#name': 'name', ...save.names },
      ExpressionAttributeValues: {
        ':name': fields.name,
        ':description': fields.description,
        ':priceCents': fields.priceCents,
        ':sessionCount': fields.sessionCount,
        ':validityDays': fields.validityDays ?? null,
        ':isActive': fields.isActive,
        ':now': new Date().toISOString(),
        ':sk': sortKey,
        ...(fields.isActive ? { ':active': ACTIVE } : {}),
        ...save.values,
      },
    },
  };
}

/** Deletes a package no pending request uses. */
export function remove(packageId: string): TxItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: packageKey(packageId),
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(pendingRequests) OR pendingRequests <= :zero)',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}

export function putNew(item: PackageItem): TxItem {
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Every package, session count ascending (back office). */
export function queryAll(): Promise<PackageItem[]> {
  return queryEvery<PackageItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ALL },
  });
}

/** Active packages, session count ascending (every page: there are only ever a handful). */
export function queryActive(): Promise<PackageItem[]> {
  return queryEvery<PackageItem>({
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': ACTIVE },
  });
}
