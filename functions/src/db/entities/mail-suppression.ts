import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MailSuppression } from '@app/shared/admin/mail';
import { db, tableName } from '../client';
import { withoutStorageFields } from '../table';

/**
 * An address the school no longer mails: it bounced for good, or its owner marked a mail as spam.
 * One item per address (lower-case), written from the mail service's feedback; SES suspends a
 * sender whose bounce or complaint rate stays high, so every school mail stops at these.
 */
const suppressionKey = (email: string) => ({ pk: `SUPPRESSED#${email.trim().toLowerCase()}`, sk: 'SUPPRESSED' });

export async function put(suppression: MailSuppression): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...suppressionKey(suppression.email), type: 'mail_suppression', ...suppression },
    }),
  );
}

export async function get(email: string): Promise<MailSuppression | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: suppressionKey(email) }));
  return answer.Item ? withoutStorageFields<MailSuppression>(answer.Item) : null;
}

/** The suppressions of several addresses (one BatchGetItem), by lower-case address. */
export async function getMany(emails: readonly string[]): Promise<Map<string, MailSuppression>> {
  const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))].slice(0, 100);
  if (unique.length === 0) return new Map();
  const answer = await db().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: unique.map(suppressionKey) } } }),
  );
  const items = (answer.Responses?.[tableName()] ?? []).map((item) => withoutStorageFields<MailSuppression>(item));
  return new Map(items.map((item) => [item.email.toLowerCase(), item]));
}
