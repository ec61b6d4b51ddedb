import type { Course, CourseData, CourseModule, CourseSummary } from '@app/shared/courses/schemas';
import { byCreated, keys } from './keys';

/** A course as stored: the domain fields plus keys and bookkeeping. */
export interface CourseItem extends Omit<Course, 'modules'> {
  pk: string;
  sk: string;
  type: 'course';
  titleLower: string;
  createdBy: string;
  updatedBy: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  gsi3pk?: string;
  gsi3sk?: string;
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
  meta: { createdAt: string; updatedAt: string; createdBy: string; updatedBy: string },
): CourseItem {
  const { modules, ...fields } = data;
  const sortKey = byCreated(meta.createdAt, id);
  // Published courses also sit in the sparse gsi2 (all) and gsi3 (by level) indexes.
  const published = fields.isPublished
    ? {
        gsi2pk: 'PUBLISHED_COURSES',
        gsi2sk: sortKey,
        gsi3pk: `PUBLISHED_COURSES#${fields.level}`,
        gsi3sk: sortKey,
      }
    : {};
  return {
    ...keys.course(id),
    type: 'course',
    id,
    ...fields,
    titleLower: fields.title.toLowerCase(),
    moduleCount: modules.length,
    ...meta,
    gsi1pk: 'COURSES',
    gsi1sk: sortKey,
    ...published,
  };
}

export function moduleItems(courseId: string, modules: CourseData['modules']): ModuleItem[] {
  return modules.map((module, index) => {
    const id = module.id ?? crypto.randomUUID();
    return {
      ...keys.courseModule(courseId, id),
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
  };
}

export function toCourse(item: CourseItem, modules: ModuleItem[]): Course {
  return {
    ...toSummary(item),
    description: item.description,
    whatYouWillLearn: item.whatYouWillLearn,
    whoIsThisFor: item.whoIsThisFor,
    calendlyUrl: item.calendlyUrl,
    modules: [...modules]
      .sort((a, b) => a.orderNum - b.orderNum)
      .map(({ id, title, description, orderNum }) => ({ id, title, description, orderNum })),
  };
}
