import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let client: DynamoDBDocumentClient | undefined;

/** One document client per Lambda container (module-level singleton). */
export function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: env.region(), endpoint: env.dynamodbEndpoint() }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export function tableName(): string {
  return env.tableName();
}
