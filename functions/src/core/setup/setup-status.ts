import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SetupStatus } from '@app/shared/auth/schemas';
import { db, tableName } from '../../db/client';
import { setupLockKey } from '../../db/entities/system';
import { setupCode } from '../../lib/secrets';

/**
 * Whether the first super admin can still be made, and whether a setup code is asked. Apart from
 * the creation (super-admin-setup.ts), so the status function loads no Cognito client.
 */
export async function status(): Promise<SetupStatus> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: setupLockKey(), ConsistentRead: true }));
  return { open: !answer.Item, codeRequired: (await setupCode()) !== null };
}
