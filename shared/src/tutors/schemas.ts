import * as z from 'zod';
import { adminPasswordSchema, emailSchema } from '../auth/schemas';
import { changedMeanwhile, versionField } from '../http/versions';
import { optionalText, singleLineText } from '../text';

/**
 * Tutors: accounts in the `tutor` group, made by the team (a temporary password the tutor replaces
 * at first sign-in, with the back office's password rule). A tutor teaches the lessons booked with
 * them: a lesson is theirs when the scheduling service names them as its host (by e-mail), or when
 * the course's fallback tutor is them. Their public card (name, bio, photo, languages, whom they
 * teach) is the About page's team while they are active and shown there.
 */
export const TUTOR_STATUSES = ['active', 'inactive'] as const;
export type TutorStatus = (typeof TUTOR_STATUSES)[number];

export const MAX_TUTOR_LANGUAGES = 8;

export const tutorMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  passwordRequired: 'Password is required for new tutors',
  bioMax: 'Bio must be at most 1000 characters',
  photoUrl: 'Photo must be an https:// address of an image',
  language: 'Each language must be 2 to 40 characters',
  languagesMax: `List at most ${MAX_TUTOR_LANGUAGES} languages`,
  status: 'Status must be active or inactive',
  emailTaken: 'An account with this email already exists',
  notFound: 'Tutor not found',
  inactive: 'This tutor is inactive: choose an active tutor.',
  empty: 'No tutors yet',
  created: 'Tutor added. Give them their temporary password: they choose their own at first sign-in.',
  changedMeanwhile: changedMeanwhile('tutor'),
} as const;

const languages = z
  .array(singleLineText(2, tutorMessages.language, 40, tutorMessages.language), { error: tutorMessages.language })
  .max(MAX_TUTOR_LANGUAGES, tutorMessages.languagesMax)
  .default([]);

const photoUrl = z
  .string({ error: tutorMessages.photoUrl })
  .trim()
  .max(500, tutorMessages.photoUrl)
  .refine((value) => value === '' || /^https:\/\/[^\s"'<>]+$/.test(value), tutorMessages.photoUrl)
  .optional()
  .transform((value) => value || null);

/** The fields of a tutor's profile the team edits. */
const tutorProfileFields = {
  name: singleLineText(2, tutorMessages.nameMin, 100, tutorMessages.nameMax),
  bio: optionalText(1000),
  photoUrl,
  languages,
  teachesSisters: z.boolean().default(false),
  teachesChildren: z.boolean().default(false),
  showOnAbout: z.boolean().default(true),
};

/** POST /api/admin/tutors */
export const tutorCreateSchema = z.strictObject({
  ...tutorProfileFields,
  email: emailSchema,
  password: z
    .string({ error: tutorMessages.passwordRequired })
    .min(1, tutorMessages.passwordRequired)
    .pipe(adminPasswordSchema),
});
export type TutorCreateInput = z.input<typeof tutorCreateSchema>;

/** PUT /api/admin/tutors/{tutorId}: the e-mail cannot change (it matches lessons to the tutor). */
export const tutorUpdateSchema = z.strictObject({
  ...tutorProfileFields,
  status: z.enum(TUTOR_STATUSES, { error: tutorMessages.status }),
  version: versionField('tutor'),
});
export type TutorUpdateInput = z.input<typeof tutorUpdateSchema>;

/** What the About page shows of a tutor. */
export interface PublicTutor {
  id: string;
  name: string;
  bio: string;
  photoUrl: string | null;
  languages: string[];
  teachesSisters: boolean;
  teachesChildren: boolean;
}

export interface TutorAccount extends PublicTutor {
  email: string;
  status: TutorStatus;
  showOnAbout: boolean;
  createdAt: string;
  version: number;
}

/** A tutor id in a body (a Cognito user id). */
export const tutorIdSchema = z
  .string({ error: tutorMessages.notFound })
  .trim()
  .regex(/^[0-9a-zA-Z-]{1,64}$/, tutorMessages.notFound);

/** PUT /api/admin/courses/{courseId}/tutor: the course's fallback tutor, or none. */
export const courseTutorSchema = z.strictObject({ tutorId: tutorIdSchema.nullable() });
export interface CourseTutor {
  courseId: string;
  tutorId: string | null;
}
