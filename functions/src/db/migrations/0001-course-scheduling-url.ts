import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../conditions';
import { ALL_COURSES, LEGACY_SCHEDULING_URL } from '../entities/course';
import type { Migration, MigrationContext } from './migration';

/**
 * The course's scheduling page was stored as `calendlyUrl`; it is `schedulingUrl` now. Every
 * course that has `calendlyUrl` and no `schedulingUrl` gets a copy, one conditional update per
 * course (a course saved meanwhile already has both). `calendlyUrl` stays, so the previous
 * version still reads every course if the deploy rolls back (the expand step of the rename; see
 * LEGACY_SCHEDULING_URL). Nothing else changes (not the version, not updatedAt).
 */
export const courseSchedulingUrl: Migration = {
  id: '0001-course-scheduling-url',
  description: 'Courses: the scheduling page moves from calendlyUrl to schedulingUrl',
  access: { queries: [ALL_COURSES.partition], writes: ['COURSE#*'] },
  async run(context) {
    let changed = 0;
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await context.db.send(
        new QueryCommand({
          TableName: context.tableName,
          IndexName: ALL_COURSES.indexName,
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: 'attribute_exists(#legacy) AND attribute_not_exists(schedulingUrl)',
          ProjectionExpression: 'pk, sk',
          ExpressionAttributeNames: { '#legacy': LEGACY_SCHEDULING_URL },
          ExpressionAttributeValues: { ':pk': ALL_COURSES.partition },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) {
        if (await renameIn(context, { pk: item.pk as string, sk: item.sk as string })) changed += 1;
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return { changed };
  },
};

async function renameIn(context: MigrationContext, key: { pk: string; sk: string }): Promise<boolean> {
  try {
    await context.db.send(
      new UpdateCommand({
        TableName: context.tableName,
        Key: key,
        UpdateExpression: 'SET schedulingUrl = #legacy',
        ConditionExpression: 'attribute_exists(#legacy) AND attribute_not_exists(schedulingUrl)',
        ExpressionAttributeNames: { '#legacy': LEGACY_SCHEDULING_URL },
      }),
    );
    return true;
  } catch (error) {
    // Saved (or deleted) since the query: nothing left to copy.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
