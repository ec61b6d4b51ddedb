import type { Family } from '../students/learners';
import * as z from 'zod';
import { emailSchema } from '../auth/schemas';
import type { Booking, LedgerEntry } from '../bookings/schemas';
import type { Certificate } from '../certificates/schemas';
import type { MailSuppression } from './mail';
import { pageQueryFields } from '../http/page';
import { changedMeanwhile, versionField } from '../http/versions';
import type { PackageRequest } from '../requests/schemas';
import type { CourseBalance } from '../students/dashboard';
import { STUDENT_STATUSES, studentMessages, type StudentProfile } from '../students/schemas';
import { requiredText, singleLineText } from '../text';

export const STUDENT_STATUS_LABELS = { active: 'Active', inactive: 'Inactive', on_hold: 'On hold' } as const;

export const adminStudentMessages = {
  empty: 'No students found',
  notFound: 'Student not found',
  added: 'Student added',
  addedText: 'We sent them an invitation e-mail with a temporary password.',
  statusUpdated: 'Status updated successfully',
  changedMeanwhile: changedMeanwhile('student'),
  adjusted: 'Balance adjusted',
  reasonRequired: 'Reason is required',
  amountInvalid: 'Enter a whole number of sessions other than 0 (at most 100 either way)',
  belowZero: 'The balance cannot go below 0',
  invitationSent: 'Invitation sent',
  invitationSentText: 'We e-mailed a new temporary password, valid for 7 days.',
  leadNotFound: 'Lead not found',
  leadLinked: 'This lead already has a student account.',
  alreadySignedIn: 'This student has already signed in and chosen a password: there is no invitation to send again.',
} as const;

/** POST /api/admin/students/{studentId}/invitation: nothing to say but which student (in the path). */
export const resendInvitationSchema = z.strictObject({});

/** GET /api/admin/students query. */
export const adminStudentFilterSchema = z.strictObject({
  status: z.enum(STUDENT_STATUSES, { error: 'Unknown student status' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ...pageQueryFields,
});

/** POST /api/admin/students: the account gets a temporary password by e-mail. */
export const addStudentSchema = z.strictObject({
  fullName: singleLineText(2, studentMessages.nameMin, 100, studentMessages.nameMax),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(20, studentMessages.phoneMax)
    .optional()
    .transform((value) => value ?? ''),
  /** The lead this student comes from: its intake answers fill the profile, and the two are linked. */
  leadId: z.uuid(adminStudentMessages.leadNotFound).optional(),
});
export type AddStudentInput = z.input<typeof addStudentSchema>;

/** PATCH /api/admin/students/{studentId} */
export const studentStatusSchema = z.strictObject({
  status: z.enum(STUDENT_STATUSES, { error: 'Status must be active, inactive or on hold' }),
  version: versionField('student'),
});

/** POST /api/admin/students/{studentId}/adjustments */
export const adjustmentSchema = z.strictObject({
  courseId: z.uuid('Course not found'),
  amount: z
    .number({ error: adminStudentMessages.amountInvalid })
    .int(adminStudentMessages.amountInvalid)
    .min(-100, adminStudentMessages.amountInvalid)
    .max(100, adminStudentMessages.amountInvalid)
    .refine((value) => value !== 0, adminStudentMessages.amountInvalid),
  reason: requiredText(1, adminStudentMessages.reasonRequired, 500, 'Reason must be at most 500 characters'),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;

/** GET /api/admin/students/{studentId} */
export interface StudentDetail {
  profile: StudentProfile;
  balances: CourseBalance[];
  /** `by`: who made the change: the admin's name, or 'Booking', 'Student', 'System', 'Former admin'. */
  ledger: (LedgerEntry & { courseTitle: string | null; by: string })[];
  bookings: Booking[];
  requests: PackageRequest[];
  certificates: Certificate[];
  /** Set when the school no longer mails the student's address (it bounced, or they complained). */
  mailSuppression: MailSuppression | null;
  /** The account this learner belongs to: its holder's contact and every learner on it. */
  family: Family;
}
