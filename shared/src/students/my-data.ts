import * as z from 'zod';
import type { Booking, LedgerEntry } from '../bookings/schemas';
import type { Certificate } from '../certificates/schemas';
import type { RefundRequest } from '../refunds/schemas';
import type { PackageRequest } from '../requests/schemas';
import type { CourseBalance } from './dashboard';
import type { StudentProfile } from './schemas';

/** Everything the school holds about one learner of the account. */
export interface LearnerRecords {
  profile: StudentProfile;
  balances: CourseBalance[];
  ledger: LedgerEntry[];
  packageRequests: PackageRequest[];
  refundRequests: RefundRequest[];
  bookings: (Booking & { inviteeName: string; inviteeEmail: string })[];
  certificates: Certificate[];
}

/**
 * GET /api/me/export: everything the school holds about the signed-in account, as one JSON file:
 * the holder's details, then each learner's records.
 */
export interface MyDataExport {
  exportedAt: string;
  account: { userId: string; email: string; emailVerified: boolean; fullName: string; phone: string };
  learners: LearnerRecords[];
}

export const deletionMessages = {
  confirmMismatch: 'Type the e-mail address of this account to confirm.',
  deletedTitle: 'Account deleted',
  deletedText: 'Your account and your personal details have been deleted.',
  studentDeleted: 'Deleted student',
} as const;

/** DELETE /api/me (and the team's, on request): the account's own address, typed to confirm. */
export const deleteAccountSchema = z.strictObject({
  confirmEmail: z
    .string({ error: deletionMessages.confirmMismatch })
    .trim()
    .toLowerCase()
    .min(1, deletionMessages.confirmMismatch),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
