import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAccount, AdminRole } from '@app/shared/admin/admins';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';
import { versionedSave } from '../versions';
import { versionOf } from '@app/shared/http/versions';

/**
 * Admin profile: name, e-mail, status, and a copy of the role for the admins list (the role
 * that grants access lives in Cognito groups and is changed together with this copy). gsi1 lists
 * every admin newest first.
 */
export const adminKey = (userId: string) => ({ pk: `ADMIN#${userId}`, sk: 'ADMIN' });
const ALL = 'ADMINS';

export interface AdminProfile extends AdminAccount {
  updatedAt: string;
}

export function put(admin: AdminProfile): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...adminKey(admin.id),
        type: 'admin',
        ...admin,
        gsi1pk: ALL,
        gsi1sk: byCreated(admin.createdAt, admin.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Name and role, only if the role and the version are still the ones we read. */
export function update(
  adminId: string,
  was: AdminRole,
  change: { name: string; role: AdminRole },
  basedOn: number,
): TxItem {
  const save = versionedSave(basedOn);
  return {
    Update: {
      TableName: tableName(),
      Key: adminKey(adminId),
      UpdateExpression: `SET #name = :name, #role = :role, updatedAt = :now, ${save.set}`,
      ConditionExpression: `attribute_exists(pk) AND #role = :was AND ${save.condition}`,
      ExpressionAttributeNames: { '#name': 'name', '#role': 'role', ...save.names },
      ExpressionAttributeValues: {
        ':name': change.name,
        ':role': change.role,
        ':was': was,
        ':now': new Date().toISOString(),
        ...save.values,
      },
    },
  };
}

/** Whether the admin has two-factor sign-in (as Cognito says, recorded for the list and the rule). */
export function setTwoFactor(adminId: string, twoFactor: boolean): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: adminKey(adminId),
      UpdateExpression: 'SET twoFactor = :twoFactor, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':twoFactor': twoFactor, ':now': new Date().toISOString() },
    },
  };
}

/** Deletes an admin (never a super admin: the condition holds that too). */
export function remove(adminId: string): TxItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: adminKey(adminId),
      ConditionExpression: 'attribute_exists(pk) AND #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    },
  };
}

export async function get(adminId: string): Promise<AdminProfile | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: adminKey(adminId), ConsistentRead: true }),
  );
  return answer.Item ? { ...withoutStorageFields<AdminProfile>(answer.Item), version: versionOf(answer.Item) } : null;
}

/** Every admin account, newest first (a school has a handful). */
export async function queryAll(): Promise<AdminAccount[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ALL },
    ScanIndexForward: false,
  });
  return items.map((item) => {
    const { updatedAt: _updatedAt, ...account } = withoutStorageFields<AdminProfile>(item);
    // Profiles made before roles were copied here are the first super admin's.
    return { ...account, role: account.role ?? 'super_admin', version: versionOf(account) };
  });
}
