import type { Me } from '@app/shared/auth/schemas';

export type SideCardState =
  | { kind: 'book-course' }
  | { kind: 'complete-profile' }
  | { kind: 'checking-balance' }
  | { kind: 'book-session'; sessionsRemaining: number }
  | { kind: 'buy-sessions' };

/**
 * Which action the course page offers (signed out or no profile, profile to complete, sessions left, none left). `sessionsRemaining` is the
 * student's balance for this course, undefined while it is not known.
 */
export function sideCardState(me: Me | null, sessionsRemaining: number | undefined): SideCardState {
  if (!me || me.role !== 'student' || !me.student) return { kind: 'book-course' };
  if (!me.student.intakeCompleted) return { kind: 'complete-profile' };
  if (sessionsRemaining === undefined) return { kind: 'checking-balance' };
  return sessionsRemaining > 0 ? { kind: 'book-session', sessionsRemaining } : { kind: 'buy-sessions' };
}

export function sessionsLeftText(count: number): string {
  return `You have ${count} session${count === 1 ? '' : 's'} left`;
}
