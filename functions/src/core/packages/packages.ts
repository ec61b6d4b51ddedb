import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { centsToUsd, type Package } from '@app/shared/packages/schemas';
import { db, tableName } from '../../db/client';
import { GSI2, keys, padNumber } from '../../db/keys';

/** Session packages. Money is integer cents inside; the API shows priceUsd. */

interface PackageItem {
  pk: string;
  sk: string;
  type: 'package';
  id: string;
  name: string;
  description: string;
  priceCents: number;
  sessionCount: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export interface NewPackage {
  name: string;
  description: string;
  priceCents: number;
  sessionCount: number;
  isActive: boolean;
}

function toPackage(item: PackageItem): Package {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    priceUsd: centsToUsd(item.priceCents),
    sessionCount: item.sessionCount,
    isActive: item.isActive,
  };
}

/** Active packages, sessionCount ascending (sparse gsi2). */
export async function listActive(): Promise<Package[]> {
  const items: PackageItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': 'ACTIVE_PACKAGES' },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...((answer.Items ?? []) as PackageItem[]));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return items.map(toPackage);
}

export async function create(input: NewPackage): Promise<Package> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const sortKey = `${padNumber(input.sessionCount)}#${id}`;
  const item: PackageItem = {
    ...keys.package(id),
    type: 'package',
    id,
    ...input,
    createdAt: now,
    updatedAt: now,
    gsi1pk: 'PACKAGES',
    gsi1sk: sortKey,
    ...(input.isActive ? { gsi2pk: 'ACTIVE_PACKAGES', gsi2sk: sortKey } : {}),
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toPackage(item);
}
