import { queryEvery } from '../query-page';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PackageRequest, RequestStatus } from '@app/shared/requests/schemas';
import type { Page } from '@app/shared/http/page';
import { db, tableName } from '../client';
import { listByStatus, queryNewestFirst } from '../query-page';
import { byCreated, GSI3, withoutStorageFields, type TxItem } from '../table';

/**
 * Package request, with what was asked for copied in (package name, sessions, price), so a later
 * change of the package never changes a request. gsi1: every request newest first; gsi2: the
 * requests of one status; gsi3: one student's requests newest first.
 */
export const requestKey = (requestId: string) => ({ pk: `REQUEST#${requestId}`, sk: 'REQUEST' });
/** The gsi1 list of every request. */
export const ALL_REQUESTS = 'REQUESTS';
const ALL = ALL_REQUESTS;
const ofStatus = (status: RequestStatus) => `REQUESTS#${status}`;
const ofStudent = (studentId: string) => `STUDENT#${studentId}#REQUESTS`;

interface RequestItem extends Omit<PackageRequest, 'priceUsd'> {
  priceCents: number;
}

function toRequest(item: Record<string, unknown>): PackageRequest {
  const {
    priceCents,
    settledBy: _settledBy,
    ...rest
  } = withoutStorageFields<RequestItem & { settledBy?: string }>(item);
  return { ...rest, priceUsd: priceCents / 100 };
}

export function putNew(request: RequestItem): TxItem {
  const sortKey = byCreated(request.createdAt, request.id);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKey(request.id),
        type: 'package_request',
        ...request,
        gsi1pk: ALL,
        gsi1sk: sortKey,
        gsi2pk: ofStatus(request.status),
        gsi2sk: sortKey,
        gsi3pk: ofStudent(request.studentId),
        gsi3sk: sortKey,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export type { RequestItem };

/** pending → approved or rejected, only while still pending (the condition decides races). */
export function settle(
  request: Pick<PackageRequest, 'id' | 'createdAt'>,
  change: {
    status: 'approved' | 'rejected';
    adminId: string;
    notes: string;
    /** An approval's message to the student. */
    message?: string;
    courseId: string | null;
    courseTitle: string | null;
  },
): TxItem {
  const now = new Date().toISOString();
  const approved = change.status === 'approved';
  return {
    Update: {
      TableName: tableName(),
      Key: requestKey(request.id),
      UpdateExpression:
        'SET #status = :status, adminNotes = :notes, approvedAt = :approvedAt, approvedBy = :approvedBy, courseId = :courseId, courseTitle = :courseTitle, settledBy = :adminId, updatedAt = :now, gsi2pk = :gsi2pk, studentMessage = :message',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':pending': 'pending',
        ':notes': change.notes,
        ':message': change.message ?? '',
        ':approvedAt': approved ? now : null,
        ':approvedBy': approved ? change.adminId : null,
        ':courseId': change.courseId,
        ':courseTitle': change.courseTitle,
        ':adminId': change.adminId,
        ':now': now,
        ':gsi2pk': ofStatus(change.status),
      },
    },
  };
}

/** Notes a refund request of this approved purchase; only once, and only while approved. */
export function markRefundAsked(requestId: string, studentId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: requestKey(requestId),
      UpdateExpression: 'SET refundAskedAt = :now',
      ConditionExpression:
        'attribute_exists(pk) AND #status = :approved AND studentId = :studentId AND attribute_not_exists(refundAskedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': new Date().toISOString(), ':approved': 'approved', ':studentId': studentId },
    },
  };
}

export async function get(requestId: string): Promise<PackageRequest | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: requestKey(requestId), ConsistentRead: true }),
  );
  return answer.Item ? toRequest(answer.Item) : null;
}

/** Every request of a student, all pages (the student's data export). */
export function everyOfStudent(studentId: string): Promise<PackageRequest[]> {
  return queryEvery<Record<string, unknown>>({
    IndexName: GSI3,
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': ofStudent(studentId) },
  }).then((items) => items.map(toRequest));
}

/** One student's latest requests, newest first. */
export async function latestOfStudent(studentId: string, limit: number): Promise<PackageRequest[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI3,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': ofStudent(studentId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map(toRequest);
}

/** Every request newest first, or those of one status (back office). */
export function query(
  filter: { status?: RequestStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<PackageRequest>> {
  return queryNewestFirst(
    listByStatus({ all: ALL, byStatus: filter.status && ofStatus(filter.status) }),
    page,
    toRequest,
  );
}
