import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@app/shared/http/page';
import type { RefundRequest, RefundStatus } from '@app/shared/refunds/schemas';
import { batchGet } from '../batch-get';
import { db, tableName } from '../client';
import { countQuery, listByStatus, queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';

/**
 * Refund request of a package's unused sessions. Its id is the package request's id, so one
 * purchase can be asked to refund once (the put is conditional). gsi1: every refund request newest
 * first; gsi2: those of one status.
 */
export const refundKey = (refundId: string) => ({ pk: `REFUND#${refundId}`, sk: 'REFUND' });
const ALL = 'REFUNDS';
const ofStatus = (status: RefundStatus) => `REFUNDS#${status}`;

const toRefund = (item: Record<string, unknown>) => withoutStorageFields<RefundRequest>(item);

export function putNew(refund: RefundRequest): TxItem {
  const sortKey = byCreated(refund.createdAt, refund.id);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...refundKey(refund.id),
        type: 'refund_request',
        ...refund,
        gsi1pk: ALL,
        gsi1sk: sortKey,
        gsi2pk: ofStatus(refund.status),
        gsi2sk: sortKey,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** pending → approved or rejected, only while still pending. */
/** The requester's account was deleted: the name and address on the request are erased. */
export function erasePerson(refundId: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: refundKey(refundId),
      UpdateExpression: 'SET studentName = :name, holderName = :name, studentEmail = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': placeholderName, ':empty': '' },
    },
  };
}

export function settle(refundId: string, status: 'approved' | 'rejected', reason: string, adminId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: refundKey(refundId),
      UpdateExpression:
        'SET #status = :status, reason = :reason, handledAt = :now, handledBy = :adminId, gsi2pk = :gsi2pk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':pending': 'pending',
        ':reason': reason,
        ':now': new Date().toISOString(),
        ':adminId': adminId,
        ':gsi2pk': ofStatus(status),
      },
    },
  };
}

export async function get(refundId: string): Promise<RefundRequest | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: refundKey(refundId), ConsistentRead: true }),
  );
  return answer.Item ? toRefund(answer.Item) : null;
}

/** The refund requests of these ids that exist (one BatchGetItem; none when no id is given). */
export async function getMany(refundIds: readonly string[]): Promise<RefundRequest[]> {
  if (refundIds.length === 0) return [];
  const items = await batchGet<Record<string, unknown>>(refundIds.map(refundKey), undefined, { consistent: true });
  return items.map(toRefund);
}

/**
 * Every refund request of a student (the data export and erasure): refunds have no per-student
 * index, so this reads the whole list with a filter, a rare operation.
 */
export async function everyOfStudent(studentId: string): Promise<RefundRequest[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'studentId = :student',
    ExpressionAttributeValues: { ':pk': ALL, ':student': studentId },
  });
  return items.map(toRefund);
}

export function query(
  filter: { status?: RefundStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<RefundRequest>> {
  return queryNewestFirst(
    listByStatus({ all: ALL, byStatus: filter.status && ofStatus(filter.status) }),
    page,
    toRefund,
  );
}

/** How many refund requests wait for a decision (COUNT queries of the pending list, page after page). */
export function countPending(): Promise<number> {
  return countQuery({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': ofStatus('pending') },
  });
}
