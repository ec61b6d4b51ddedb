import * as z from 'zod';
import { requiredText, optionalText, singleLineText } from '../text';
import { pageQueryFields } from '../http/page';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const MAX_OUTCOMES = 20;
export const MAX_MODULES = 40;

export const courseMessages = {
  title: 'Title must be at least 3 characters',
  shortDescription: 'Short description must be at least 10 characters',
  description: 'Description must be at least 20 characters',
  level: 'Level must be beginner, intermediate or advanced',
  category: 'Category is required',
  outcomes: 'Add at least one learning outcome',
  url: 'Must be a valid URL',
  meetingUrl: 'The meeting link must be an https:// address',
  notFound: 'Course not found',
  hasStudents:
    'Students have bought or booked sessions of this course, so it cannot be deleted: their balances, lessons and history show its title. Unpublish it instead: it leaves the site and keeps its title everywhere.',
  unpublished: 'Course unpublished',
  stale:
    'Someone else saved this course after you opened it. Close it, open it again to see their changes, and redo yours.',
  tooManyOutcomes: `At most ${MAX_OUTCOMES} learning outcomes`,
  tooManyModules: `At most ${MAX_MODULES} modules`,
} as const;

/**
 * An absolute http(s) URL, a path on our own site (the seeded covers live under /images), or empty.
 */
const urlOrEmpty = z
  .string({ error: courseMessages.url })
  .trim()
  .max(2000, courseMessages.url)
  .refine((value) => value === '' || isHttpUrl(value) || /^\/[^/\\\s]\S*$/.test(value), {
    message: courseMessages.url,
  })
  .optional()
  .transform((value) => value ?? '');

function uniqueIds(items: readonly { id?: string }[]): boolean {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const moduleInput = z.strictObject({
  id: z.uuid().optional(),
  title: z.string().trim().max(200, 'Module title must be at most 200 characters'),
  description: z.string().trim().max(2000, 'Module description must be at most 2000 characters'),
});

/** Create/edit course: the admin dialog and POST/PUT /api/admin/courses share it. */
export const courseInputSchema = z.strictObject({
  title: singleLineText(3, courseMessages.title, 200),
  shortDescription: requiredText(10, courseMessages.shortDescription, 300),
  description: requiredText(20, courseMessages.description, 5000),
  level: z.enum(COURSE_LEVELS, { error: courseMessages.level }).default('beginner'),
  category: requiredText(1, courseMessages.category, 100),
  // Blank outcomes are ignored; at least one must remain.
  whatYouWillLearn: z
    .array(z.string().trim().max(300, 'Learning outcomes must be at most 300 characters'), {
      error: courseMessages.outcomes,
    })
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(z.array(z.string()).min(1, courseMessages.outcomes).max(MAX_OUTCOMES, courseMessages.tooManyOutcomes)),
  whoIsThisFor: optionalText(2000),
  coverPhoto: urlOrEmpty,
  // The course's scheduling page (the booking link students book their sessions on).
  schedulingUrl: urlOrEmpty,
  // The video-lesson link tutors use for this course, sent in lesson reminders when the booking
  // itself carries none. Only students with a booking ever see it.
  meetingUrl: z
    .string({ error: courseMessages.meetingUrl })
    .trim()
    .max(2000, courseMessages.meetingUrl)
    .refine((value) => value === '' || (isHttpUrl(value) && value.startsWith('https://')), {
      message: courseMessages.meetingUrl,
    })
    .optional()
    .transform((value) => value ?? ''),
  isPublished: z.boolean().default(false),
  // A module needs both a title and a description; incomplete ones are ignored.
  modules: z
    .array(moduleInput)
    .default([])
    .transform((items) => items.filter((item) => item.title !== '' && item.description !== ''))
    .pipe(
      z
        .array(moduleInput)
        .max(MAX_MODULES, courseMessages.tooManyModules)
        .refine((items) => uniqueIds(items), { message: 'Each module may appear only once' }),
    ),
});
export type CourseInput = z.input<typeof courseInputSchema>;

/**
 * PUT /api/admin/courses/{id}: the course as edited plus the version it was based on, so an edit
 * of a copy someone else has saved since is refused (409) instead of silently overwriting theirs.
 */
export const courseUpdateSchema = courseInputSchema.extend({
  version: z.number({ error: 'The version of the course you edited is required' }).int().min(0),
});
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;
export type CourseData = z.output<typeof courseInputSchema>;

/** GET /api/courses query. */
export const courseLevelFilterSchema = z.strictObject({
  level: z.enum(COURSE_LEVELS, { error: courseMessages.level }).optional(),
  ...pageQueryFields,
});

/** GET /api/admin/courses query. */
export const adminCourseFilterSchema = z.strictObject({
  published: z.enum(['true', 'false'], { error: 'published must be true or false' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...pageQueryFields,
});

export interface CourseModule {
  id: string;
  title: string;
  description: string;
  orderNum: number;
}

export interface CourseSummary {
  id: string;
  title: string;
  shortDescription: string;
  level: CourseLevel;
  category: string;
  coverPhoto: string;
  isPublished: boolean;
  moduleCount: number;
  createdAt: string;
  updatedAt: string;
  /** Goes up by one with every saved edit. */
  version: number;
}

export interface Course extends CourseSummary {
  description: string;
  whatYouWillLearn: string[];
  whoIsThisFor: string;
  /** The scheduling page students book this course's sessions on; empty when there is none. */
  schedulingUrl: string;
  /** Empty on the public API: only the back office and reminders use it. */
  meetingUrl: string;
  modules: CourseModule[];
}
