import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicTutor, TutorAccount, TutorStatus } from '@app/shared/tutors/schemas';
import { versionOf } from '@app/shared/http/versions';
import { batchGet } from '../batch-get';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { withoutStorageFields, type TxItem } from '../table';
import { versionedSave } from '../versions';

/**
 * Tutor profile (`TUTOR#<id>`, the id is the tutor's Cognito user id). gsi1 lists every tutor by
 * name. The e-mail is claimed by a `TUTOR_EMAIL#<email>` item naming the tutor, written with the
 * profile: it is how a lesson's host (the scheduling service names the host by e-mail) finds its
 * tutor in one GetItem, and it keeps the address unique among tutors. A course's fallback tutor
 * is `COURSE#<id>` / `TUTOR`.
 */
export const tutorKey = (tutorId: string) => ({ pk: `TUTOR#${tutorId}`, sk: 'TUTOR' });
export const tutorEmailKey = (email: string) => ({ pk: `TUTOR_EMAIL#${email.toLowerCase()}`, sk: 'TUTOR_EMAIL' });
export const courseTutorKey = (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'TUTOR' });
const ALL = 'TUTORS';

export interface TutorItem extends TutorAccount {
  updatedAt: string;
}

const sortName = (tutor: Pick<TutorAccount, 'name' | 'id'>) => `${tutor.name.toLowerCase()}#${tutor.id}`;

/** A new tutor and the claim of their e-mail (refused when another tutor holds it). */
export function putNew(tutor: TutorItem): TxItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...tutorKey(tutor.id), type: 'tutor', ...tutor, gsi1pk: ALL, gsi1sk: sortName(tutor) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...tutorEmailKey(tutor.email), type: 'tutor_email', tutorId: tutor.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export type TutorChange = Pick<
  TutorAccount,
  'name' | 'bio' | 'photoUrl' | 'languages' | 'teachesSisters' | 'teachesChildren' | 'showOnAbout' | 'status'
>;

/** The team's edit, only while the version is still the one read. */
export function update(tutorId: string, change: TutorChange, basedOn: number): TxItem {
  const save = versionedSave(basedOn);
  return {
    Update: {
      TableName: tableName(),
      Key: tutorKey(tutorId),
      UpdateExpression: `SET #name = :name, bio = :bio, photoUrl = :photoUrl, languages = :languages, teachesSisters = :sisters, teachesChildren = :children, showOnAbout = :show, #status = :status, gsi1sk = :sortName, updatedAt = :now, ${save.set}`,
      ConditionExpression: `attribute_exists(pk) AND ${save.condition}`,
      ExpressionAttributeNames: { '#name': 'name', '#status': 'status', ...save.names },
      ExpressionAttributeValues: {
        ':name': change.name,
        ':bio': change.bio,
        ':photoUrl': change.photoUrl,
        ':languages': change.languages,
        ':sisters': change.teachesSisters,
        ':children': change.teachesChildren,
        ':show': change.showOnAbout,
        ':status': change.status,
        ':sortName': sortName({ name: change.name, id: tutorId }),
        ':now': new Date().toISOString(),
        ...save.values,
      },
    },
  };
}

/** The tutor exists and is active (a condition of giving them a lesson). */
export function isActive(tutorId: string): TxItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: tutorKey(tutorId),
      ConditionExpression: 'attribute_exists(pk) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'active' satisfies TutorStatus },
    },
  };
}

function fromItem(item: Record<string, unknown>): TutorItem {
  const tutor = withoutStorageFields<TutorItem>(item);
  return { ...tutor, version: versionOf(item) };
}

export async function get(tutorId: string, consistent = true): Promise<TutorItem | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: tutorKey(tutorId), ConsistentRead: consistent }),
  );
  return answer.Item ? fromItem(answer.Item) : null;
}

/** The tutor whose e-mail this is, if any. */
export async function idByEmail(email: string): Promise<string | null> {
  if (!email) return null;
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: tutorEmailKey(email) }));
  return typeof answer.Item?.tutorId === 'string' ? answer.Item.tutorId : null;
}

/** Every tutor by name (a school has tens). */
export async function queryAll(): Promise<TutorItem[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ALL },
  });
  return items.map(fromItem);
}

/** Tutors by id, in one BatchGetItem (names for a list of lessons). */
export async function getMany(tutorIds: readonly string[]): Promise<Map<string, TutorItem>> {
  const unique = [...new Set(tutorIds)].slice(0, 100);
  if (unique.length === 0) return new Map();
  const items = await batchGet<Record<string, unknown>>(unique.map(tutorKey));
  return new Map(items.map((item) => [String(item.id), fromItem(item)]));
}

export function toAccount(item: TutorItem): TutorAccount {
  const { updatedAt: _updatedAt, ...account } = item;
  return account;
}

export function toPublic(item: TutorAccount): PublicTutor {
  return {
    id: item.id,
    name: item.name,
    bio: item.bio,
    photoUrl: item.photoUrl,
    languages: item.languages,
    teachesSisters: item.teachesSisters,
    teachesChildren: item.teachesChildren,
  };
}

/** A course's fallback tutor (null: none set). */
export async function fallbackOf(courseId: string): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: courseTutorKey(courseId) }));
  return typeof answer.Item?.tutorId === 'string' ? answer.Item.tutorId : null;
}

export function setFallback(courseId: string, tutorId: string | null): TxItem {
  return tutorId
    ? {
        Put: {
          TableName: tableName(),
          Item: {
            ...courseTutorKey(courseId),
            type: 'course_tutor',
            courseId,
            tutorId,
            updatedAt: new Date().toISOString(),
          },
        },
      }
    : { Delete: { TableName: tableName(), Key: courseTutorKey(courseId) } };
}
