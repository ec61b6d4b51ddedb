import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { pendingKey } from '@app/shared/requests/schemas';
import { ALL_REQUESTS } from '../entities/package-request';
import { pendingMarkerKey } from '../entities/student';
import { eachPage, type Migration } from './migration';

/**
 * One pending request per package and course: a marker in the student's partition refuses a second
 * one while the first waits. This writes the marker of every request still pending from before
 * (read from the list of every request, a page at a time), so those cannot be asked for twice either.
 * Idempotent: a marker already there is left alone.
 */
export const pendingRequestMarkers: Migration = {
  id: '0008-pending-request-markers',
  description: 'Package requests: the one-pending-per-package-and-course marker of every request still pending',
  access: { queries: [ALL_REQUESTS], writes: ['STUDENT#*'] },
  async run(context) {
    let changed = 0;
    await eachPage(
      context,
      {
        partition: ALL_REQUESTS,
        FilterExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' },
        ProjectionExpression: 'id, studentId, packageId, courseId',
      },
      async (requests) => {
        for (const request of requests) {
          const key = pendingKey(String(request.packageId), (request.courseId as string | null) ?? null);
          try {
            await context.db.send(
              new PutCommand({
                TableName: context.tableName,
                Item: {
                  ...pendingMarkerKey(String(request.studentId), key),
                  type: 'pending_request_marker',
                  requestId: request.id,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              }),
            );
            changed += 1;
          } catch (error) {
            if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
          }
        }
      },
    );
    return { changed };
  },
};
