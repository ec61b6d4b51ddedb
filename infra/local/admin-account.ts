import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as Admin from '@app/functions/db/entities/admin';
import * as Counters from '@app/functions/db/entities/counters';
import { resetEnvCache } from '@app/functions/lib/env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-config';

/**
 * Stores the admin account of a user made straight in the local pool, with the same transaction
 * items the back office writes when it creates an admin: the API lets an admin act only through a
 * stored account. For test fixtures and journeys against the local stack; never used in AWS.
 */
export async function storeAdminAccount(
  target: { dynamodbEndpoint: string; tableName: string },
  account: { id: string; email: string; name: string; role: 'admin' | 'super_admin' },
): Promise<void> {
  // The entity helpers name the table from the environment, as in a function.
  process.env.TABLE_NAME = target.tableName;
  resetEnvCache();
  const now = new Date().toISOString();
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: target.dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  try {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          Admin.put({ ...account, status: 'active', createdAt: now, updatedAt: now, version: 0 }),
          Counters.change({ admins: 1, super_admins: account.role === 'super_admin' ? 1 : 0 }),
        ],
      }),
    );
  } finally {
    client.destroy();
  }
}
