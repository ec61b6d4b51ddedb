import type { StudentProfile } from '@app/shared/students/schemas';

export type SideCardState =
  | { kind: 'book-course' }
  | { kind: 'complete-profile' }
  | { kind: 'checking-balance' }
  | { kind: 'book-session'; sessionsRemaining: number }
  | { kind: 'buy-sessions' }
  | { kind: 'not-for-sale' };

/**
 * Which action the course page offers (signed out or no profile, profile to complete, sessions left, none left).
 * `learner` is the signed-in student's current learner (null for a visitor, or an account that is
 * not a student's); `sessionsRemaining` is their balance for this course, undefined while it is
 * not known. Sessions of a course that cannot be booked (`bookable` false: no scheduling page) are
 * not sold: no Buy Sessions then.
 */
export function sideCardState(
  learner: Pick<StudentProfile, 'intakeCompleted'> | null,
  sessionsRemaining: number | undefined,
  bookable = true,
): SideCardState {
  if (!learner) return { kind: 'book-course' };
  if (!learner.intakeCompleted) return { kind: 'complete-profile' };
  if (sessionsRemaining === undefined) return { kind: 'checking-balance' };
  if (sessionsRemaining > 0) return { kind: 'book-session', sessionsRemaining };
  return bookable ? { kind: 'buy-sessions' } : { kind: 'not-for-sale' };
}

/** The balance as the card says it; with several learners on the account, `learnerName` says whose. */
export function sessionsLeftText(count: number, learnerName?: string): string {
  const sessions = `${count} session${count === 1 ? '' : 's'} left`;
  return learnerName ? `${learnerName} has ${sessions}` : `You have ${sessions}`;
}

/** What the course page says instead of Buy Sessions when the course cannot be booked yet. */
export const NOT_FOR_SALE_TEXT = 'Sessions of this course cannot be booked yet, so they are not for sale.';
