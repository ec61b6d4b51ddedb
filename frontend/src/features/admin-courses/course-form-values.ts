import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  courseInputSchema,
  type Course,
  type CourseData,
  type CourseInput,
  type CourseLevel,
} from '@app/shared/courses/schemas';

/** The dialog's form state: lists as objects, because field arrays need objects. */
export interface CourseFormValues {
  title: string;
  shortDescription: string;
  description: string;
  level: CourseLevel;
  category: string;
  whoIsThisFor: string;
  coverPhoto: string;
  schedulingUrl: string;
  meetingUrl: string;
  isPublished: boolean;
  outcomes: { value: string }[];
  modules: { id?: string; title: string; description: string }[];
}

export const emptyCourseForm: CourseFormValues = {
  title: '',
  shortDescription: '',
  description: '',
  level: 'beginner',
  category: '',
  whoIsThisFor: '',
  coverPhoto: '',
  schedulingUrl: '',
  meetingUrl: '',
  isPublished: false,
  outcomes: [{ value: '' }],
  modules: [{ title: '', description: '' }],
};

export function formFromCourse(course: Course): CourseFormValues {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    level: course.level,
    category: course.category,
    whoIsThisFor: course.whoIsThisFor,
    coverPhoto: course.coverPhoto,
    schedulingUrl: course.schedulingUrl,
    meetingUrl: course.meetingUrl ?? '',
    isPublished: course.isPublished,
    outcomes: course.whatYouWillLearn.length ? course.whatYouWillLearn.map((value) => ({ value })) : [{ value: '' }],
    modules: course.modules.map(({ id, title, description }) => ({ id, title, description })),
  };
}

export function inputFromForm(values: CourseFormValues): CourseInput {
  const { outcomes, modules, ...rest } = values;
  return {
    ...rest,
    whatYouWillLearn: outcomes.map((outcome) => outcome.value),
    modules: modules.map(({ id, title, description }) => (id ? { id, title, description } : { title, description })),
  };
}

const formPath: Record<string, string> = { whatYouWillLearn: 'outcomes' };

/**
 * Validates with the same schema the API uses (shared/), then hands react-hook-form the parsed
 * request body as the submitted values, keyed back to the form's own field names.
 */
export const courseFormResolver: Resolver<CourseFormValues, unknown, CourseData> = async (values) => {
  const result = courseInputSchema.safeParse(inputFromForm(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    // Errors inside a list (an outcome or a module too long) are shown once, for the whole list.
    const head = issue.path[0];
    if (head === undefined) continue;
    const key = formPath[String(head)] ?? String(head);
    if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<CourseFormValues> };
};

/** What the team is told when a published course has no scheduling page (its Booking Link). */
export const NO_SCHEDULING_PAGE_WARNING =
  'This course is published without a booking link: students cannot book or buy sessions of it until a scheduling page is added in Booking Link.';

/** A published course without a scheduling page: listed on the site, but its sessions can be neither booked nor bought. */
export const publishedWithoutScheduling = (course: { isPublished?: boolean; schedulingUrl?: string }) =>
  Boolean(course.isPublished) && !course.schedulingUrl?.trim();
