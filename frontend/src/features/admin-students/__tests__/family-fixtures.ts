import type { StudentDetail } from '@app/shared/admin/students';
import type { StudentProfile } from '@app/shared/students/schemas';
import { studentProfile } from '../../../testing/fixtures';

/**
 * A learner as the back office reads it: an adult learning alone unless told otherwise (their own
 * account, of which they are the holder). Built here until the shared fixture carries the fields.
 */
export function learnerProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  const base = studentProfile(overrides);
  return { ...base, accountId: overrides.accountId ?? base.id, holderName: overrides.holderName ?? base.fullName };
}

/** The family of an adult learning alone: they hold the account and are its only learner. */
export function soleFamily(profile: StudentProfile): StudentDetail['family'] {
  return {
    holder: { id: profile.accountId, fullName: profile.fullName, email: profile.email, phone: profile.phone },
    learners: [learnerOf(profile)],
  };
}

export const learnerOf = ({ id, fullName, ageGroup, status, intakeCompleted }: StudentProfile) => ({
  id,
  fullName,
  ageGroup,
  status,
  intakeCompleted,
});

/** A student page's answer with nothing in it but the profile and the family. */
export function detailOf(
  profile: StudentProfile,
  family: StudentDetail['family'] = soleFamily(profile),
): StudentDetail {
  return {
    profile,
    balances: [],
    ledger: [],
    bookings: [],
    requests: [],
    certificates: [],
    mailSuppression: null,
    family,
  };
}
