import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../conditions';
import { ALL_LEADS } from '../entities/lead';
import { expiryOf, retentionKey } from '../entities/lead-retention';
import type { Migration, MigrationContext } from './migration';

/**
 * Leads are deleted once their retention period is over unless converted: each lead now has a
 * retention clock item, written with it. Every lead written before (by the previous version) that
 * is not converted gets its clock, counted from when it was sent (one conditional put per lead: a
 * clock written meanwhile is left as it is). The leads themselves do not change.
 */
export const leadRetentionClocks: Migration = {
  id: '0002-lead-retention-clocks',
  description: 'Leads: a retention clock (TTL item) for every lead not converted',
  access: { queries: [ALL_LEADS.partition], writes: ['RETENTION#LEAD#*'] },
  async run(context) {
    let changed = 0;
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await context.db.send(
        new QueryCommand({
          TableName: context.tableName,
          IndexName: ALL_LEADS.indexName,
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: '#status <> :converted',
          ProjectionExpression: 'id, createdAt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pk': ALL_LEADS.partition, ':converted': 'converted' },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) {
        if (await startClock(context, item.id as string, item.createdAt as string)) changed += 1;
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return { changed };
  },
};

async function startClock(context: MigrationContext, leadId: string, createdAt: string): Promise<boolean> {
  try {
    await context.db.send(
      new PutCommand({
        TableName: context.tableName,
        Item: { ...retentionKey(leadId), type: 'lead_retention', leadId, expiresAt: expiryOf(createdAt) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
