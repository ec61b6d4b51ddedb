import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../src/db/client';

/** What the dashboard counters should say, counted item by item over the whole table (a test-only Scan). */
export async function fullCount() {
  const count = {
    leads: 0,
    leadsNew: 0,
    leadsConverted: 0,
    students: 0,
    studentsActive: 0,
    courses: 0,
    published: 0,
    admins: 0,
    unmatchedOpen: 0,
    deliveriesToReview: 0,
    pendingRequests: 0,
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      if (item.type === 'lead') {
        count.leads += 1;
        if (item.status === 'new') count.leadsNew += 1;
        if (item.status === 'converted') count.leadsConverted += 1;
      }
      if (item.type === 'student') {
        count.students += 1;
        if (item.status === 'active') count.studentsActive += 1;
      }
      if (item.type === 'course') {
        count.courses += 1;
        if (item.isPublished) count.published += 1;
      }
      if (item.type === 'admin') count.admins += 1;
      if (item.type === 'package_request' && item.status === 'pending') count.pendingRequests += 1;
      if (item.type === 'unmatched_booking' && item.status === 'open') count.unmatchedOpen += 1;
      if (item.type === 'webhook_delivery' && item.state === 'needs_review') count.deliveriesToReview += 1;
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}
