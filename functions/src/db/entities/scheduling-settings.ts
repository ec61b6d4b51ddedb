import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  BeyondBalancePolicy,
  EventTypeSummary,
  ReconciliationResult,
  WebhookState,
} from '@app/shared/scheduling/schemas';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { withoutStorageFields, type TxItem } from '../table';

/**
 * The school's scheduling account, in one small partition `SCHEDULING` read with one Query:
 * - `CONNECTION`: who is connected (never the token: that is a secret), whether single-use links
 *   work on its plan, the beyond-the-balance policy, the webhook subscription's last known state
 *   and the last reconciliation;
 * - `EVENT_TYPES`: the account's event types as last listed (so the settings page needs no call
 *   to the service);
 * - `COURSE#<courseId>`: the event type a course books (its single-use links are minted for it).
 */
const PARTITION = 'SCHEDULING';
export const connectionKey = { pk: PARTITION, sk: 'CONNECTION' } as const;
const eventTypesKey = { pk: PARTITION, sk: 'EVENT_TYPES' } as const;
const COURSE = 'COURSE#';
export const courseMappingKey = (courseId: string) => ({ pk: PARTITION, sk: `${COURSE}${courseId}` });

export interface ConnectionItem {
  provider: 'calendly';
  userUri: string;
  organizationUri: string;
  name: string;
  email: string;
  connectedAt: string;
  connectedBy: string;
  /** null: not tried yet; false: the service refused to mint one (plan or token). */
  singleUseLinks: boolean | null;
  singleUseReason: string | null;
  beyondBalance: BeyondBalancePolicy;
  webhookUri: string | null;
  webhookState: WebhookState;
  webhookCheckedAt: string | null;
  /** When the team was last alerted about the webhook (once per time it stops working). */
  webhookAlertedAt: string | null;
  lastReconciliation: ReconciliationResult | null;
  /** When the last complete calendar check started: the next reads only what changed since. */
  reconciledAt?: string | null;
}

export interface CourseMapping {
  courseId: string;
  eventTypeUri: string;
}

export interface SchedulingState {
  connection: ConnectionItem | null;
  eventTypes: EventTypeSummary[];
  mappings: Map<string, string>;
}

/** Everything in one Query (a handful of items, one per mapped course). */
export async function read(): Promise<SchedulingState> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PARTITION },
    ConsistentRead: true,
  });
  const state: SchedulingState = { connection: null, eventTypes: [], mappings: new Map() };
  for (const item of items) {
    const sk = item.sk as string;
    if (sk === connectionKey.sk) state.connection = withoutStorageFields<ConnectionItem>(item);
    else if (sk === eventTypesKey.sk) state.eventTypes = (item.types as EventTypeSummary[] | undefined) ?? [];
    else if (sk.startsWith(COURSE)) state.mappings.set(item.courseId as string, item.eventTypeUri as string);
  }
  return state;
}

export async function getConnection(): Promise<ConnectionItem | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: connectionKey, ConsistentRead: true }));
  return answer.Item ? withoutStorageFields<ConnectionItem>(answer.Item) : null;
}

export async function getCourseMapping(courseId: string): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: courseMappingKey(courseId) }));
  return (answer.Item?.eventTypeUri as string | undefined) ?? null;
}

export function putConnection(item: ConnectionItem): TxItem {
  return { Put: { TableName: tableName(), Item: { ...connectionKey, type: 'scheduling_connection', ...item } } };
}

/** Changes some fields of the connection, only while one exists. */
export function updateConnection(fields: Partial<ConnectionItem>): TxItem {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    Update: {
      TableName: tableName(),
      Key: connectionKey,
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    },
  };
}

export function putEventTypes(types: readonly EventTypeSummary[], at: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...eventTypesKey, type: 'scheduling_event_types', types, refreshedAt: at },
    },
  };
}

export function putCourseMapping(mapping: CourseMapping, at: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...courseMappingKey(mapping.courseId), type: 'scheduling_course', ...mapping, updatedAt: at },
    },
  };
}

export function deleteCourseMapping(courseId: string): TxItem {
  return { Delete: { TableName: tableName(), Key: courseMappingKey(courseId) } };
}
