import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as OutboxMail from '@app/functions/db/entities/outbox-mail';
import { resetEnvCache } from '@app/functions/lib/env';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-config';

/**
 * Stores an e-mail the outbox gave up on, as the mail worker leaves one after its last failed
 * attempt, so a journey can show the team's Mail problems screen (the mail emulator never refuses
 * a mail). Returns its id. For journeys against the local stack; never used in AWS.
 */
export async function storeGivenUpMail(
  target: { dynamodbEndpoint: string; tableName: string },
  mail: { to: string; subject: string; text: string },
  error: string,
): Promise<string> {
  process.env.TABLE_NAME = target.tableName;
  resetEnvCache();
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: target.dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  const item = OutboxMail.putGivenUp(mail, error, 8);
  try {
    await client.send(new TransactWriteCommand({ TransactItems: [item] }));
  } finally {
    client.destroy();
  }
  return OutboxMail.idOf(item);
}
