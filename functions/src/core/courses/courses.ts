import * as Tutor from '../../db/entities/tutor';
import {
  courseMessages,
  type Course,
  type CourseData,
  type CourseLevel,
  type CourseSummary,
} from '@app/shared/courses/schemas';
import type { Page } from '@app/shared/http/page';
import * as Counters from '../../db/entities/counters';
import * as CourseEntity from '../../db/entities/course';
import { courseItem, moduleItems, toCourse } from '../../db/entities/course';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';

/** Course catalogue: what visitors see and what admins change. No HTTP types here. */

export interface ListOptions {
  cursor?: string;
  limit?: number;
}

/** Published courses, newest first, optionally of one level (gsi2 / gsi3, both sparse). */
export function listPublished(options: ListOptions & { level?: CourseLevel }): Promise<Page<CourseSummary>> {
  return CourseEntity.queryPublished(options.level, { cursor: options.cursor, limit: options.limit ?? 50 });
}

/** Every course for the back office, newest first, with optional published and title filters. */
export function listAll(options: ListOptions & { published?: boolean; q?: string }): Promise<Page<CourseSummary>> {
  return CourseEntity.queryAll(
    { published: options.published, q: options.q },
    { cursor: options.cursor, limit: options.limit ?? 50 },
  );
}

const load = CourseEntity.getWithModules;

export async function getPublished(courseId: string): Promise<Course> {
  const found = await load(courseId);
  if (!found || !found.course.isPublished) throw new NotFoundError(courseMessages.notFound);
  // The meeting link is for booked students only.
  return { ...toCourse(found.course, found.modules), meetingUrl: '' };
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
    version: 1,
  });
  const modules = moduleItems(id, data.modules);
  await transact([
    { item: CourseEntity.putCourse(course, 'be new') },
    { item: Counters.change({ courses: 1, courses_published: course.isPublished ? 1 : 0 }) },
    ...modules.map((module) => ({ item: CourseEntity.putModule(module) })),
    {
      item: Activity.put(actor, {
        action: 'create',
        entityType: 'course',
        entityId: id,
        details: { title: course.title, isPublished: course.isPublished },
      }),
    },
  ]);
  return toCourse(course, modules);
}

/** Replace a course and its module list; modules left out of the new list are deleted. */
export async function update(actor: Actor, courseId: string, data: CourseData, basedOn: number): Promise<Course> {
  const found = await load(courseId);
  if (!found) throw new NotFoundError(courseMessages.notFound);
  const current = found.course.version ?? 0;
  if (basedOn !== current) throw new ConflictError(courseMessages.stale);
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
      version: current + 1,
    },
  );
  // The course may vanish or be republished between our read and our write (another admin).
  const was = found.course.isPublished;
  await transact([
    {
      item: CourseEntity.putCourse(course, { wasPublished: was, basedOn: current }),
      onConditionFailed: () => new ConflictError(courseMessages.stale),
    },
    ...Counters.steps({ courses_published: Number(course.isPublished) - Number(was) }),
    ...found.modules
      .filter((module) => !keptIds.has(module.id))
      .map((module) => ({ item: CourseEntity.deleteModule(courseId, module.id) })),
    ...modules.map((module) => ({ item: CourseEntity.putModule(module) })),
    {
      item: Activity.put(actor, {
        action: 'update',
        entityType: 'course',
        entityId: courseId,
        details: { title: course.title, isPublished: course.isPublished },
      }),
    },
  ]);
  return toCourse(course, modules);
}

export async function remove(actor: Actor, courseId: string): Promise<void> {
  const found = await load(courseId);
  if (!found) throw new NotFoundError(courseMessages.notFound);
  await transact([
    { item: CourseEntity.deleteCourse(courseId, found.course.isPublished), onConditionFailed: changedMeanwhile },
    {
      item: CourseEntity.hasNoStudents(courseId),
      onConditionFailed: () => new ConflictError(courseMessages.hasStudents),
    },
    { item: Counters.change({ courses: -1, courses_published: found.course.isPublished ? -1 : 0 }) },
    ...found.modules.map((module) => ({ item: CourseEntity.deleteModule(courseId, module.id) })),
    // Its fallback tutor, if one was set, goes with it.
    { item: Tutor.setFallback(courseId, null) },
    {
      item: Activity.put(actor, {
        action: 'delete',
        entityType: 'course',
        entityId: courseId,
        details: { title: found.course.title },
      }),
    },
  ]);
}

const changedMeanwhile = () =>
  new ConflictError('Another admin changed or deleted this course meanwhile. Reload and try again.');
