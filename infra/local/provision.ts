import {
  CreateTableCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runMigrations, type MigrationReport } from '@app/functions/db/migrations/runner';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE, USER_GROUPS } from '../lib/table-design';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-config';

/** Create the table with its indexes unless it is there already. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const described = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, described.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName) ?? []);
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of TABLE_INDEXES) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
}

/**
 * A table kept in the data folder by an earlier version gets the indexes added since (one at a
 * time, as DynamoDB allows), before the migrations that fill them run.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: readonly (string | undefined)[]) {
  for (const index of TABLE_INDEXES.filter((wanted) => !existing.includes(wanted.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.indexName,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const table = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const status = table.Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.indexName)?.IndexStatus;
      if (status === 'ACTIVE') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The data migrations the table has not had yet, as a deployment runs them in AWS: a table kept
 * in the data folder by an earlier version is brought up to this version's item shapes.
 */
export async function migrateTable(endpoint: string, tableName: string): Promise<MigrationReport> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  try {
    return await runMigrations({ db: client, tableName });
  } finally {
    client.destroy();
  }
}

export interface LocalPool {
  userPoolId: string;
  userPoolClientId: string;
}

const POOL_NAME = 'tutoring-local';
const CLIENT_NAME = 'tutoring-web';

/** Pool, app client and groups, found by name or created: safe to run at every start. */
export async function ensureUserPool(endpoint: string): Promise<LocalPool> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 6,
            RequireLowercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
            RequireUppercase: false,
          },
        },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  // Two-factor sign-in with an authenticator app, for those who set it up (as the pool in AWS);
  // set at every start, so a pool made by an earlier version gets it too.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  // Only the groups that are missing: the stand-in's CreateGroup replaces an existing group with an
  // empty one, which took every user's role away at each restart.
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const names = new Set(existing.Groups?.map((group) => group.GroupName));
  for (const group of USER_GROUPS.filter((name) => !names.has(name))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  return { userPoolId, userPoolClientId };
}
