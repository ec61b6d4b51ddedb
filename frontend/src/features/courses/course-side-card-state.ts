import type { Me } from '@app/shared/auth/schemas';

export type SideCardState =
  | { kind: 'book-course' }
  | { kind: 'complete-profile' }
  | { kind: 'checking-balance' }
  | { kind: 'book-session'; sessionsRemaining: number }
  | { kind: 'buy-sessions' }
  | { kind: 'not-for-sale' };

/**
 * Which action the course page offers (signed out or no profile, profile to complete, sessions left, none left). `sessionsRemaining` is the
 * student's balance for this course, undefined while it is not known. Sessions of a course that
 * cannot be booked (`bookable` false: no scheduling page) are not sold: no Buy Sessions then.
 */
export function sideCardState(me: Me | null, sessionsRemaining: number | undefined, bookable = true): SideCardState {
  if (!me || me.role !== 'student' || !me.student) return { kind: 'book-course' };
  if (!me.student.intakeCompleted) return { kind: 'complete-profile' };
  if (sessionsRemaining === undefined) return { kind: 'checking-balance' };
  if (sessionsRemaining > 0) return { kind: 'book-session', sessionsRemaining };
  return bookable ? { kind: 'buy-sessions' } : { kind: 'not-for-sale' };
}

export function sessionsLeftText(count: number): string {
  return `You have ${count} session${count === 1 ? '' : 's'} left`;
}

/** What the course page says instead of Buy Sessions when the course cannot be booked yet. */
export const NOT_FOR_SALE_TEXT = 'Sessions of this course cannot be booked yet, so they are not for sale.';
