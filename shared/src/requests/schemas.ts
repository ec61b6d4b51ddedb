import * as z from 'zod';
import { learnerIdSchema } from '../students/learners';
import { optionalText, requiredText } from '../text';

/** Package requests: a student asks for a package; the team approves it once paid, or rejects it. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A student may have at most this many requests waiting at once. */
export const MAX_PENDING_REQUESTS = 5;

export const requestMessages = {
  submittedTitle: 'Request Submitted!',
  submittedText: "We've received your package request. Our team will contact you shortly with payment details.",
  notAuthenticated: 'Not authenticated',
  packageNotFound: 'Package not found',
  packageInactive: 'This package is no longer available',
  courseNotFound: 'Course not found',
  courseNotBookable:
    'Sessions of this course cannot be booked yet, so they are not for sale. Please choose another course.',
  accountNotActive: 'Your account is not active, so you cannot ask for sessions now. Please contact us.',
  profileIncomplete: 'Please complete your profile before asking for sessions.',
  alreadyPending:
    'You already asked for this package for this course. Our team will contact you soon; you can ask again once it is approved or rejected.',
  tooManyPending: `You already have ${MAX_PENDING_REQUESTS} requests waiting for approval. Our team will contact you soon.`,
  notFound: 'Package request not found',
  alreadyHandled: 'This request has already been handled by another admin.',
  courseRequired: 'Choose the course these sessions are for',
  studentMissing: 'The student of this request no longer has a profile.',
  reasonRequired: 'Reason is required',
  approvedTitle: 'Request Approved',
  approvedText: 'Sessions have been added to the student account.',
  internalNotesHelp:
    'For the team, e.g. the payment reference: never shown or e-mailed to the student (their data export, which holds everything kept about them, includes them).',
  studentMessageHelp: 'Added to the e-mail that tells the student their sessions are ready.',
  rejectedTitle: 'Request Rejected',
  rejectedText: 'The student will be notified.',
} as const;

/** What makes two requests the same: the package and the course (none: the team chooses). */
export const pendingKey = (packageId: string, courseId: string | null | undefined) => `${packageId}#${courseId ?? '-'}`;

/** POST /api/me/package-requests */
export const packageRequestInputSchema = z.strictObject({
  packageId: z.uuid(requestMessages.packageNotFound),
  courseId: z.uuid(requestMessages.courseNotFound).optional(),
  /** Whom the sessions are for: a learner of the caller's account (left out, its first learner). */
  learnerId: learnerIdSchema.optional(),
});
export type PackageRequestInput = z.input<typeof packageRequestInputSchema>;

/**
 * POST /api/admin/package-requests/{requestId}/approve. `notes` stay with the team (the payment
 * reference); `message` is added to the e-mail that tells the student their sessions are ready.
 * `courseId` is needed only when the request has none.
 */
export const approveRequestSchema = z.strictObject({
  notes: optionalText(1000),
  message: optionalText(1000),
  courseId: z.uuid(requestMessages.courseNotFound).optional(),
});
export type ApproveRequestInput = z.input<typeof approveRequestSchema>;

/** POST /api/admin/package-requests/{requestId}/reject */
export const rejectRequestSchema = z.strictObject({
  reason: requiredText(1, requestMessages.reasonRequired, 1000, 'Reason must be at most 1000 characters'),
});
export type RejectRequestInput = z.input<typeof rejectRequestSchema>;

/** A package request as the API shows it; package fields are what the student asked for at the time. */
export interface PackageRequest {
  id: string;
  studentId: string;
  packageId: string;
  packageName: string;
  sessionCount: number;
  priceUsd: number;
  /** The package's validity when it was asked for (absent on older requests: no expiry). */
  validityDays?: number | null;
  courseId: string | null;
  courseTitle: string | null;
  status: RequestStatus;
  /** The team's own notes (an approval's payment reference), or a rejection's reason. */
  adminNotes: string;
  /** The approval's message to the student, sent with the approval e-mail (absent: none). */
  studentMessage?: string;
  approvedAt: string | null;
  approvedBy: string | null;
  /** When the student asked to refund its unused sessions, if they did. */
  refundAskedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}
