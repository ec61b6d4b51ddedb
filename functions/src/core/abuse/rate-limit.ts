import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../db/client';
import { isConditionFailure } from '../../db/conditions';
import { rateWindowKey } from '../../db/entities/system';
import { RateLimitedError } from '../../lib/errors';

export const PUBLIC_FORM_LIMIT = { requests: 10, windowSeconds: 60 };

/**
 * Whom a limit counts: an IPv4 address as is; an IPv6 address by its /64 network, because one
 * household or server gets a whole /64 and could otherwise use a new address for every request.
 */
export function rateKeyFor(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A fixed-window counter per caller and action, kept in the table: one conditional ADD per
 * request, refused once the window is full. The item expires through the table's TTL.
 */
export async function consume(
  action: string,
  caller: string,
  limit: { requests: number; windowSeconds: number } = PUBLIC_FORM_LIMIT,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const window = now - (now % limit.windowSeconds);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateWindowKey(action, rateKeyFor(caller), window),
        UpdateExpression: 'ADD hits :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit.requests,
          ':expires': window + limit.windowSeconds * 2,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new RateLimitedError();
    throw error;
  }
}
