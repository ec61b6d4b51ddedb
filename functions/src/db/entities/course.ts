import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../batch-get';
import type { Course, CourseData, CourseLevel, CourseModule, CourseSummary } from '@app/shared/courses/schemas';
import type { Page } from '@app/shared/http/page';
import { db, tableName } from '../client';
import { queryEvery, queryNewestFirst, type IndexQuery } from '../query-page';
import { byCreated, GSI1, GSI2, GSI3, type TxItem } from '../table';

/**
 * Course and course module. A course and its modules share one partition (`COURSE#<id>`), so one
 * Query reads both. gsi1 lists every course; gsi2 (all) and gsi3 (by level) list only published
 * ones: the attributes exist only while the course is published (sparse indexes).
 */
export const courseKey = (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'COURSE' });
export const moduleKey = (courseId: string, moduleId: string) => ({
  pk: `COURSE#${courseId}`,
  sk: `MODULE#${moduleId}`,
});

const ALL = 'COURSES';
/** The gsi1 partition that lists every course (the migrations read courses through it). */
export const ALL_COURSES = { indexName: GSI1, partition: ALL } as const;
const PUBLISHED = 'PUBLISHED_COURSES';
const publishedOfLevel = (level: CourseLevel) => `PUBLISHED_COURSES#${level}`;

export interface CourseItem extends Omit<Course, 'modules'> {
  pk: string;
  sk: string;
  type: 'course';
  titleLower: string;
  /** The scheduling page again, under its old name, for the previous version (see LEGACY_SCHEDULING_URL). */
  calendlyUrl?: string;
  createdBy: string;
  updatedBy: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  gsi3pk?: string;
  gsi3sk?: string;
}

/**
 * The attribute the course's scheduling page was stored under before it became `schedulingUrl`.
 * The rename is done in two steps (expand, then contract), so that a deploy that rolls back, or a
 * Lambda of the previous version still running, never meets a course without the attribute it
 * reads: this version writes both attributes, migration 0001 copies `calendlyUrl` into
 * `schedulingUrl` wherever it is missing, and a course is read with `schedulingUrl ?? calendlyUrl`.
 * A later release, once no previous version runs, stops writing `calendlyUrl` and removes it.
 */
export const LEGACY_SCHEDULING_URL = 'calendlyUrl';

/** A course item as stored, by this version or by the one before (which wrote `calendlyUrl`). */
type StoredCourseItem = Omit<CourseItem, 'schedulingUrl'> & { schedulingUrl?: string; calendlyUrl?: string };

/** A stored course in this version's shape, whichever version wrote it. */
export function fromStored(stored: StoredCourseItem): CourseItem {
  const { calendlyUrl, schedulingUrl, ...rest } = stored;
  return { ...rest, schedulingUrl: schedulingUrl ?? calendlyUrl ?? '' };
}

export interface ModuleItem extends CourseModule {
  pk: string;
  sk: string;
  type: 'course_module';
  courseId: string;
}

export function courseItem(
  id: string,
  data: CourseData,
  meta: { createdAt: string; updatedAt: string; createdBy: string; updatedBy: string; version: number },
): CourseItem {
  const { modules, ...fields } = data;
  const sortKey = byCreated(meta.createdAt, id);
  const published = fields.isPublished
    ? { gsi2pk: PUBLISHED, gsi2sk: sortKey, gsi3pk: publishedOfLevel(fields.level), gsi3sk: sortKey }
    : {};
  return {
    ...courseKey(id),
    type: 'course',
    id,
    ...fields,
    calendlyUrl: fields.schedulingUrl,
    titleLower: fields.title.toLowerCase(),
    moduleCount: modules.length,
    ...meta,
    gsi1pk: ALL,
    gsi1sk: sortKey,
    ...published,
  };
}

export function moduleItems(courseId: string, modules: CourseData['modules']): ModuleItem[] {
  return modules.map((module, index) => {
    const id = module.id ?? crypto.randomUUID();
    return {
      ...moduleKey(courseId, id),
      type: 'course_module',
      courseId,
      id,
      title: module.title,
      description: module.description,
      orderNum: index + 1,
    };
  });
}

export function toSummary(item: CourseItem): CourseSummary {
  return {
    id: item.id,
    title: item.title,
    shortDescription: item.shortDescription,
    level: item.level,
    category: item.category,
    coverPhoto: item.coverPhoto,
    isPublished: item.isPublished,
    moduleCount: item.moduleCount,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    // Courses saved before versions existed count as version 0.
    version: item.version ?? 0,
  };
}

export function toCourse(item: CourseItem, modules: ModuleItem[]): Course {
  return {
    ...toSummary(item),
    description: item.description,
    whatYouWillLearn: item.whatYouWillLearn,
    whoIsThisFor: item.whoIsThisFor,
    schedulingUrl: item.schedulingUrl,
    meetingUrl: item.meetingUrl ?? '',
    modules: [...modules]
      .sort((a, b) => a.orderNum - b.orderNum)
      .map(({ id, title, description, orderNum }) => ({ id, title, description, orderNum })),
  };
}

// Transaction items

/**
 * A new course, or a replacement of the version `basedOn` (whose published state was `wasPublished`):
 * if anyone saved the course in between, the condition fails.
 */
export const putCourse = (item: CourseItem, must: 'be new' | { wasPublished: boolean; basedOn: number }): TxItem => ({
  Put: {
    TableName: tableName(),
    Item: item,
    ...(must === 'be new'
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: `attribute_exists(pk) AND isPublished = :was AND ${
            must.basedOn === 0 ? 'attribute_not_exists(version)' : 'version = :basedOn'
          }`,
          ExpressionAttributeValues: {
            ':was': must.wasPublished,
            ...(must.basedOn === 0 ? {} : { ':basedOn': must.basedOn }),
          },
        }),
  },
});
export const putModule = (item: ModuleItem): TxItem => ({ Put: { TableName: tableName(), Item: item } });
export const deleteCourse = (courseId: string, wasPublished: boolean): TxItem => ({
  Delete: {
    TableName: tableName(),
    Key: courseKey(courseId),
    ConditionExpression: 'attribute_exists(pk) AND isPublished = :was',
    ExpressionAttributeValues: { ':was': wasPublished },
  },
});
export const deleteModule = (courseId: string, moduleId: string): TxItem => ({
  Delete: { TableName: tableName(), Key: moduleKey(courseId, moduleId) },
});
/**
 * Beside the course: the mark that students have held sessions of it, written in the transaction
 * of every purchase or adjustment that credits it and never removed (a cancellation that gives a
 * session back needs none: the session was credited, so the course marked, before it was booked). A course so marked cannot be
 * deleted (its title stays on balances, lessons and ledgers); the deletion checks the mark's absence
 * in its own transaction, and a credit checks the course exists, so neither can slip past the other.
 */
export const studentsMarkKey = (courseId: string) => ({ pk: `COURSE#${courseId}`, sk: 'STUDENTS' });
export const markStudents = (courseId: string): TxItem => ({
  Update: {
    TableName: tableName(),
    Key: studentsMarkKey(courseId),
    UpdateExpression: 'SET #type = :type, courseId = :courseId, since = if_not_exists(since, :now)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': 'course_students', ':courseId': courseId, ':now': new Date().toISOString() },
  },
});
export const hasNoStudents = (courseId: string): TxItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: studentsMarkKey(courseId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});
/** Holds a transaction to "this course exists" without changing it. */
export const courseExists = (courseId: string): TxItem => ({
  ConditionCheck: { TableName: tableName(), Key: courseKey(courseId), ConditionExpression: 'attribute_exists(pk)' },
});

// Named queries

/** Published courses newest first, optionally of one level. */
export function queryPublished(level: CourseLevel | undefined, page: { cursor?: string; limit: number }) {
  const input: IndexQuery = level
    ? {
        IndexName: GSI3,
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': publishedOfLevel(level) },
      }
    : { IndexName: GSI2, KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': PUBLISHED } };
  return queryNewestFirst<CourseItem, CourseSummary>(input, page, toSummary);
}

/** Every course newest first, with optional published and title filters (back office). */
export function queryAll(
  filter: { published?: boolean; q?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<CourseSummary>> {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': ALL };
  if (filter.published !== undefined) {
    filters.push('isPublished = :published');
    values[':published'] = filter.published;
  }
  if (filter.q) {
    filters.push('contains(titleLower, :q)');
    values[':q'] = filter.q.toLowerCase();
  }
  return queryNewestFirst<CourseItem, CourseSummary>(
    {
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: filters.length ? filters.join(' AND ') : undefined,
      ExpressionAttributeValues: values,
    },
    page,
    toSummary,
  );
}

/** A course and its modules: one consistent Query on the course's partition. */
export async function getWithModules(courseId: string): Promise<{ course: CourseItem; modules: ModuleItem[] } | null> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': courseKey(courseId).pk },
      ConsistentRead: true,
    }),
  );
  const items = answer.Items ?? [];
  const course = items.find((item) => item.type === 'course') as StoredCourseItem | undefined;
  if (!course) return null;
  return { course: fromStored(course), modules: items.filter((item) => item.type === 'course_module') as ModuleItem[] };
}

/** The course item alone (no modules): one GetItem. */
export async function get(courseId: string): Promise<CourseItem | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: courseKey(courseId) }));
  return answer.Item ? fromStored(answer.Item as StoredCourseItem) : null;
}

/** Titles of up to 100 courses in one BatchGetItem (missing courses are left out). */
/** Title and meeting link of each course, for a student's own bookings (one BatchGetItem). */
export async function getForBookings(
  courseIds: readonly string[],
): Promise<Map<string, { title: string; meetingUrl: string }>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const items = await batchGet<{ id: string; title: string; meetingUrl?: string }>(
    ids.map(courseKey),
    'id, title, meetingUrl',
  );
  return new Map(items.map((item) => [item.id, { title: item.title, meetingUrl: item.meetingUrl ?? '' }]));
}

export async function getTitles(courseIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const items = await batchGet<{ id: string; title: string }>(ids.map(courseKey), 'id, title');
  return new Map(items.map((item) => [item.id, item.title]));
}

/** Every course (id, title, scheduling page), for the scheduling settings: a school has tens, one or two pages. */
export async function everyCourse(): Promise<Pick<CourseItem, 'id' | 'title' | 'schedulingUrl' | 'isPublished'>[]> {
  const items = await queryEvery<StoredCourseItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ALL },
    ProjectionExpression: 'id, title, schedulingUrl, calendlyUrl, isPublished',
  });
  return items.map((item) => {
    const course = fromStored(item);
    return { id: course.id, title: course.title, schedulingUrl: course.schedulingUrl, isPublished: course.isPublished };
  });
}
