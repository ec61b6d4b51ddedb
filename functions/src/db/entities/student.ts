import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../batch-get';
import type { Page } from '@app/shared/http/page';
import {
  intakeFromSaved,
  type SavedIntakeAnswers,
  type StudentProfile,
  type StudentProfileData,
  type StudentStatus,
} from '@app/shared/students/schemas';
import { db, tableName } from '../client';
import * as SearchToken from './search-token';
import * as Account from './account';
import { listByStatus, queryEvery, queryNewestFirst } from '../query-page';
import { byCreated, withoutStorageFields, type TxItem } from '../table';
import { versionedSave } from '../versions';
import { versionOf } from '@app/shared/http/versions';
import type { CreditLot } from '@app/shared/credits/lots';
import { toLot } from './lot';
import { BALANCE_SK_PREFIX, studentPartition, type BalanceItem } from './student-partition';

/**
 * Student profile, keyed by the Cognito sub. The student's partition also holds one balance item
 * per course (see balance.ts), so "profile and balances" is one Query. gsi1 lists every student
 * newest first, gsi2 the students of one status. `pendingRequests` is a counter kept in the same
 * transactions that create and settle package requests.
 */
export const STUDENT_SK = 'PROFILE';
export const studentKey = (studentId: string) => ({ pk: studentPartition(studentId), sk: STUDENT_SK });
const ALL = 'STUDENTS';
/** Where every student is listed (gsi1; a migration reads them all). */
export const ALL_STUDENTS = ALL;
const ofStatus = (status: StudentStatus) => `STUDENTS#${status}`;

export interface StudentItem extends Omit<StudentProfile, 'accountId' | 'holderName'> {
  /** Left out by versions before families: the learner is then the account's own (same id). */
  accountId?: string;
  holderName?: string;
  pendingRequests: number;
  /** Set when the account was deleted and its personal fields erased. */
  erasedAt?: string;
  updatedAt: string;
  /** The lower-case name and e-mail, left on profiles an earlier version wrote (search uses tokens now). */
  searchText?: string;
}

export function toProfile(item: StudentItem): StudentProfile {
  const {
    pendingRequests: _p,
    erasedAt: _e,
    updatedAt: _u,
    searchText: _s,
    ...profile
  } = withoutStorageFields<StudentItem>({
    ...item,
  });
  return {
    ...profile,
    accountId: item.accountId ?? item.id,
    holderName: item.holderName ?? item.fullName,
    version: versionOf(item),
  };
}

/** The account a learner belongs to (a profile written before families is its account's own). */
export const accountOf = (item: Pick<StudentItem, 'id' | 'accountId'>): string => item.accountId ?? item.id;

export function putNew(profile: StudentProfile): TxItem {
  const sortKey = byCreated(profile.createdAt, profile.id);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...studentKey(profile.id),
        type: 'student',
        ...profile,
        pendingRequests: 0,
        updatedAt: profile.createdAt,
        gsi1pk: ALL,
        gsi1sk: sortKey,
        gsi2pk: ofStatus(profile.status),
        gsi2sk: sortKey,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function get(studentId: string, consistent = false): Promise<StudentItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: studentKey(studentId), ConsistentRead: consistent }),
  );
  return (answer.Item as StudentItem | undefined) ?? null;
}

/** The profile and every course balance of one student: one Query on the student's partition. */
export async function getWithBalances(
  studentId: string,
): Promise<{ student: StudentItem | null; balances: BalanceItem[]; lots: CreditLot[] }> {
  const items = await queryEvery<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': studentPartition(studentId) },
  });
  return {
    student: (items.find((item) => item.sk === STUDENT_SK) as StudentItem | undefined) ?? null,
    balances: items.filter(
      (item) => String(item.sk).startsWith(BALANCE_SK_PREFIX) && item.type === 'balance',
    ) as unknown as BalanceItem[],
    lots: items.filter((item) => item.type === 'credit_lot').map(toLot),
  };
}

/** Saves the intake answers; the profile must exist. Returns the new profile. */
export async function updateIntake(studentId: string, data: StudentProfileData): Promise<StudentItem | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: studentKey(studentId),
        UpdateExpression:
          'SET ageGroup = :ageGroup, #level = :level, goals = :goals, motivation = :motivation, intakeCompleted = :done, updatedAt = :now',
        // A learner removed (erased) meanwhile gets no answers back.
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasedAt)',
        ExpressionAttributeNames: { '#level': 'level' },
        ExpressionAttributeValues: {
          ':ageGroup': data.ageGroup,
          ':level': data.level,
          ':goals': data.goals,
          ':motivation': data.motivation,
          ':done': true,
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as StudentItem;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** The team's save of a status: only if the student still has the status and the version read. */
export function updateStatus(studentId: string, was: StudentStatus, status: StudentStatus, basedOn: number): TxItem {
  const save = versionedSave(basedOn);
  return {
    Update: {
      TableName: tableName(),
      Key: studentKey(studentId),
      UpdateExpression: `SET #status = :status, updatedAt = :now, gsi2pk = :gsi2pk, ${save.set}`,
      ConditionExpression: `attribute_exists(pk) AND #status = :was AND ${save.condition}`,
      ExpressionAttributeNames: { '#status': 'status', ...save.names },
      ExpressionAttributeValues: {
        ':status': status,
        ':was': was,
        ':now': new Date().toISOString(),
        ':gsi2pk': ofStatus(status),
        ...save.values,
      },
    },
  };
}

/**
 * The account was deleted: every personal field erased (the name becomes `placeholderName`), status
 * inactive, `erasedAt` set; the balances beside it stay, as the ledger does. Once only.
 */
export function erase(studentId: string, was: StudentStatus, placeholderName: string): TxItem {
  const now = new Date().toISOString();
  return {
    Update: {
      TableName: tableName(),
      Key: studentKey(studentId),
      UpdateExpression:
        'SET fullName = :name, holderName = :name, email = :empty, phone = :empty, ageGroup = :null, #level = :null, goals = :none, ' +
        'motivation = :empty, searchText = :empty, #status = :inactive, gsi2pk = :gsi2pk, erasedAt = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasedAt) AND #status = :was',
      ExpressionAttributeNames: { '#status': 'status', '#level': 'level' },
      ExpressionAttributeValues: {
        ':name': placeholderName,
        ':empty': '',
        ':null': null,
        ':none': [],
        ':inactive': 'inactive',
        ':was': was,
        ':gsi2pk': ofStatus('inactive'),
        ':now': now,
      },
    },
  };
}

/** Holds a transaction to "this student exists". */
export function exists(studentId: string): TxItem {
  return {
    ConditionCheck: { TableName: tableName(), Key: studentKey(studentId), ConditionExpression: 'attribute_exists(pk)' },
  };
}

/** Students newest first, all or of one status (a search goes through `searchIds`). */
export function query(
  filter: { status?: StudentStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<StudentProfile>> {
  const input = listByStatus({ all: ALL, byStatus: filter.status && ofStatus(filter.status) });
  return queryNewestFirst(input, page, (item: Record<string, unknown>) => toProfile(item as unknown as StudentItem));
}

const search = SearchToken.searchIndex<StudentStatus>('STUDENT');
/** The student's search tokens as the profile is now (an erased profile is filed under nothing). */
export const fileForSearch = search.file;
export const unfileFromSearch = search.unfile;
/** One page of the ids of students matching a search, newest first. */
export const searchIds = search.searchIds;

/**
 * A new active learner; the answers of the public intake, when sent, fill it and complete the
 * intake. Without `account`, the learner is the account's own (holder and learner are one).
 */
export function newProfile(fields: {
  id: string;
  account?: { id: string; fullName: string };
  fullName: string;
  email: string;
  phone: string;
  intake?: SavedIntakeAnswers | null;
  leadId?: string;
}): StudentProfile {
  const intake = fields.intake ? intakeFromSaved(fields.intake) : null;
  return {
    id: fields.id,
    accountId: fields.account?.id ?? fields.id,
    holderName: fields.account?.fullName ?? fields.fullName,
    fullName: fields.fullName,
    email: fields.email,
    phone: fields.phone,
    ageGroup: intake?.ageGroup ?? null,
    level: intake?.level ?? null,
    goals: intake?.goals ?? [],
    motivation: intake?.motivation ?? '',
    intakeCompleted: intake !== null,
    status: 'active',
    createdAt: new Date().toISOString(),
    version: 0,
    ...(fields.leadId ? { leadId: fields.leadId } : {}),
  };
}

/** The writes of a new profile: the profile and its search tokens. */
export const putNewFiled = (profile: StudentProfile): TxItem[] => [putNew(profile), ...fileForSearch(profile)];

/** A new account with its first learner (the profile, whose id is the account's): both written at once. */
export const putNewAccount = (profile: StudentProfile): TxItem[] => [
  ...putNewFiled(profile),
  ...Account.putNew(
    { id: profile.accountId, fullName: profile.holderName, email: profile.email, phone: profile.phone },
    profile.createdAt,
  ),
];

/** Names and e-mails of up to 100 students in one BatchGetItem. */
export async function getMany(studentIds: readonly string[]): Promise<Map<string, StudentItem>> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return new Map();
  const items = await batchGet<StudentItem>(ids.map(studentKey));
  return new Map(items.map((item) => [item.id, item]));
}

/** One more pending request, refused (condition) past `max` or when the profile is gone. */
export function addPendingRequest(studentId: string, max: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: studentKey(studentId),
      UpdateExpression: 'SET pendingRequests = pendingRequests + :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasedAt) AND pendingRequests < :max',
      ExpressionAttributeValues: { ':one': 1, ':max': max },
    },
  };
}

/**
 * One pending request per package and course: a marker in the student's partition, put with the
 * request (refused while one is there) and deleted when the request is settled.
 */
export const pendingMarkerKey = (studentId: string, key: string) => ({
  pk: studentPartition(studentId),
  sk: `PENDING#${key}`,
});

export function putPendingMarker(studentId: string, key: string, requestId: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...pendingMarkerKey(studentId, key), type: 'pending_request_marker', requestId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function deletePendingMarker(studentId: string, key: string): TxItem {
  return { Delete: { TableName: tableName(), Key: pendingMarkerKey(studentId, key) } };
}

/** A pending request was settled (approved or rejected). */
export function settlePendingRequest(studentId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: studentKey(studentId),
      UpdateExpression: 'SET pendingRequests = pendingRequests - :one',
      ConditionExpression: 'attribute_exists(pk) AND pendingRequests > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    },
  };
}
