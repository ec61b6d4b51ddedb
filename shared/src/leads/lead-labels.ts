import { AGE_GROUP_LABELS, INTAKE_LEVEL_LABELS, type Lead } from './schemas';

/** How a lead's answers read on the team's screens and in the CSV export (one wording for both). */

export const bookingTypeLabel = (lead: Pick<Lead, 'bookingType'>) => (lead.bookingType === 'paid' ? 'Paid' : 'Trial');

export const levelLabel = (level: string) => INTAKE_LEVEL_LABELS[level as keyof typeof INTAKE_LEVEL_LABELS] ?? level;

export const ageGroupLabel = (ageGroup: string) =>
  AGE_GROUP_LABELS[ageGroup as keyof typeof AGE_GROUP_LABELS] ?? ageGroup;

/** The course a lead asked about: its title, or what to say once it is gone. */
export const leadCourseLabel = (lead: { courseId: string | null; courseTitle: string | null }, none = '—') =>
  lead.courseTitle ?? (lead.courseId ? 'A course no longer offered' : none);
