import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  courseMessages,
  type Course,
  type CourseData,
  type CourseLevel,
  type CourseSummary,
} from '@app/shared/courses/schemas';
import { db, tableName } from '../../db/client';
import { courseItem, moduleItems, toCourse, toSummary, type CourseItem, type ModuleItem } from '../../db/course-items';
import type { Page } from '../../db/cursor';
import { queryNewestFirst, type IndexQuery } from '../../db/query-page';
import { GSI1, GSI2, GSI3, keys } from '../../db/keys';
import { isConditionFailure } from '../../db/conditions';
import { NotFoundError } from '../../lib/errors';
import { activityPut, type Actor } from '../activity/activity-entry';

/** Course catalogue: what visitors see and what admins change. No HTTP types here. */

export interface ListOptions {
  cursor?: string;
  limit?: number;
}

/** Published courses, newest first, optionally of one level (gsi2 / gsi3, both sparse). */
export async function listPublished(options: ListOptions & { level?: CourseLevel }): Promise<Page<CourseSummary>> {
  const input: IndexQuery = options.level
    ? {
        IndexName: GSI3,
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': `PUBLISHED_COURSES#${options.level}` },
      }
    : {
        IndexName: GSI2,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PUBLISHED_COURSES' },
      };
  return queryCourses(input, options);
}

/** Every course for the back office, newest first, with optional published and title filters. */
export async function listAll(
  options: ListOptions & { published?: boolean; q?: string },
): Promise<Page<CourseSummary>> {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': 'COURSES' };
  if (options.published !== undefined) {
    filters.push('isPublished = :published');
    values[':published'] = options.published;
  }
  if (options.q) {
    filters.push('contains(titleLower, :q)');
    values[':q'] = options.q.toLowerCase();
  }
  return queryCourses(
    {
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: filters.length ? filters.join(' AND ') : undefined,
      ExpressionAttributeValues: values,
    },
    options,
  );
}

function queryCourses(input: IndexQuery, options: ListOptions): Promise<Page<CourseSummary>> {
  return queryNewestFirst(input, { cursor: options.cursor, limit: options.limit ?? 50 }, toSummary);
}

/** A course and its modules: one Query on the course's item collection. */
async function load(courseId: string): Promise<{ course: CourseItem; modules: ModuleItem[] } | null> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.course(courseId).pk },
      ConsistentRead: true,
    }),
  );
  const items = answer.Items ?? [];
  const course = items.find((item) => item.type === 'course') as CourseItem | undefined;
  if (!course) return null;
  return { course, modules: items.filter((item) => item.type === 'course_module') as ModuleItem[] };
}

export async function getPublished(courseId: string): Promise<Course> {
  const found = await load(courseId);
  if (!found || !found.course.isPublished) throw new NotFoundError(courseMessages.notFound);
  return toCourse(found.course, found.modules);
}

export async function getAny(courseId: string): Promise<Course> {
  const found = await load(courseId);
  if (!found) throw new NotFoundError(courseMessages.notFound);
  return toCourse(found.course, found.modules);
}

export async function create(actor: Actor, data: CourseData): Promise<Course> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const course = courseItem(id, data, {
    createdAt: now,
    updatedAt: now,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  });
  const modules = moduleItems(id, data.modules);
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: course, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...modules.map((Item) => ({ Put: { TableName: tableName(), Item } })),
        activityPut(actor, {
          action: 'create',
          entityType: 'course',
          entityId: id,
          details: { title: course.title, isPublished: course.isPublished },
        }),
      ],
    }),
  );
  return toCourse(course, modules);
}

/** Replace a course and its module list; modules left out of the new list are deleted. */
export async function update(actor: Actor, courseId: string, data: CourseData): Promise<Course> {
  const found = await load(courseId);
  if (!found) throw new NotFoundError(courseMessages.notFound);
  const existingIds = new Set(found.modules.map((module) => module.id));
  // An id that is not one of this course's modules is treated as a new module.
  const requested = data.modules.map((module) =>
    module.id && existingIds.has(module.id) ? module : { ...module, id: undefined },
  );
  const modules = moduleItems(courseId, requested);
  const keptIds = new Set(modules.map((module) => module.id));
  const course = courseItem(
    courseId,
    { ...data, modules: requested },
    {
      createdAt: found.course.createdAt,
      updatedAt: new Date().toISOString(),
      createdBy: found.course.createdBy,
      updatedBy: actor.userId,
    },
  );
  await sendOr404(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: course, ConditionExpression: 'attribute_exists(pk)' } },
        ...found.modules
          .filter((module) => !keptIds.has(module.id))
          .map((module) => ({
            Delete: { TableName: tableName(), Key: keys.courseModule(courseId, module.id) },
          })),
        ...modules.map((Item) => ({ Put: { TableName: tableName(), Item } })),
        activityPut(actor, {
          action: 'update',
          entityType: 'course',
          entityId: courseId,
          details: { title: course.title, isPublished: course.isPublished },
        }),
      ],
    }),
  );
  return toCourse(course, modules);
}

export async function remove(actor: Actor, courseId: string): Promise<void> {
  const found = await load(courseId);
  if (!found) throw new NotFoundError(courseMessages.notFound);
  await sendOr404(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.course(courseId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...found.modules.map((module) => ({
          Delete: { TableName: tableName(), Key: keys.courseModule(courseId, module.id) },
        })),
        activityPut(actor, {
          action: 'delete',
          entityType: 'course',
          entityId: courseId,
          details: { title: found.course.title },
        }),
      ],
    }),
  );
}

/** The course vanished between our read and our write (deleted by another admin). */
async function sendOr404(command: TransactWriteCommand): Promise<void> {
  try {
    await db().send(command);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(courseMessages.notFound);
    throw error;
  }
}
