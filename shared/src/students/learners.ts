import * as z from 'zod';
import { singleLineText } from '../text';
import { STUDENT_AGE_GROUPS, studentMessages, studentProfileSchema, type StudentProfile } from './schemas';

/**
 * An account (one sign-in: a parent, or an adult learning for themself) holds one or more
 * learners. A learner is what the school teaches: a profile, per-course balances and lots,
 * bookings, requests, refunds and certificates. The account's first learner has the account's own
 * id, so an adult who learns alone is one account with one learner who is themself.
 */
export const MAX_LEARNERS = 8;

export const learnerMessages = {
  notFound: 'Learner not found',
  tooMany: `An account can hold up to ${MAX_LEARNERS} learners. Please contact us to add more.`,
  sameName: 'A learner with this name is already on your account.',
  removeConfirm: "Type the learner's name exactly as shown to confirm.",
  lastLearner: 'This is the only learner on the account. To remove them, delete the account instead.',
  stillUnderWay: (name: string) =>
    `${name} still has a lesson to come, or a package request or refund waiting for our team. Cancel the lesson and wait for the request to be settled (or contact us), then remove them.`,
  addedTitle: 'Learner Added!',
  addedText: 'You can now request sessions and book lessons for them.',
  removedTitle: 'Learner removed',
  removedText: 'Their lessons, requests and personal details have been removed.',
  accountNotFound: 'Account not found',
} as const;

/** A learner's id: the account's own id for the first learner, a random UUID for the others. */
export const learnerIdSchema = z
  .string({ error: learnerMessages.notFound })
  .trim()
  .regex(/^[0-9a-zA-Z-]{1,64}$/, learnerMessages.notFound);

/**
 * The learner a `/api/me/...` read is about (`?learnerId=`). Left out, it is the account's own
 * first learner; any other learner must belong to the caller's account.
 */
export const learnerQuerySchema = z.object({ learnerId: learnerIdSchema.optional() });
export type LearnerQuery = z.input<typeof learnerQuerySchema>;

const learnerName = singleLineText(2, studentMessages.nameMin, 100, studentMessages.nameMax);

/** POST /api/me/learners: "Add a learner", the profile form with the learner's name. */
export const learnerInputSchema = studentProfileSchema.extend({
  fullName: learnerName,
  /** The public intake's lead this learner's answers came from, when they did. */
  leadId: z.uuid(learnerMessages.notFound).optional(),
});
export type LearnerInput = z.input<typeof learnerInputSchema>;
export type LearnerData = z.output<typeof learnerInputSchema>;

/** PUT /api/me/profile: a learner's profile answers; `learnerId` as in `learnerQuerySchema`. */
export const learnerProfileSchema = studentProfileSchema.extend({ learnerId: learnerIdSchema.optional() });

/** POST /api/me/learners/{learnerId}/removal: the learner's name, typed to confirm. */
export const removeLearnerSchema = z.strictObject({
  confirmName: z
    .string({ error: learnerMessages.removeConfirm })
    .trim()
    .min(1, learnerMessages.removeConfirm)
    .max(200, learnerMessages.removeConfirm),
});
export type RemoveLearnerInput = z.input<typeof removeLearnerSchema>;

/** POST /api/admin/students/{studentId}/family: the team adds a brother or sister to a learner's account. */
export const addSiblingSchema = z.strictObject({
  fullName: learnerName,
  ageGroup: z.enum(STUDENT_AGE_GROUPS, { error: 'Age group is required' }).optional(),
});
export type AddSiblingInput = z.input<typeof addSiblingSchema>;

/** Whom an account belongs to: the person who signs in, pays and is mailed. */
export interface AccountHolder {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

/** A learner's family, as the team sees it on the learner's page. */
export interface Family {
  holder: AccountHolder;
  learners: Pick<StudentProfile, 'id' | 'fullName' | 'ageGroup' | 'status' | 'intakeCompleted'>[];
}

/** Names compared as people mean them: case, spaces and accents aside. */
export function sameLearnerName(a: string, b: string): boolean {
  const fold = (value: string) =>
    value.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return fold(a) === fold(b);
}

/** Whether a learner is someone else than the account holder (a child): mails and pages then name them. */
export function isOtherThanHolder(learner: Pick<StudentProfile, 'fullName' | 'holderName'>): boolean {
  return Boolean(learner.holderName) && !sameLearnerName(learner.fullName, learner.holderName ?? '');
}
