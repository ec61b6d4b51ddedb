import { describe, expect, it } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import { me } from '../../../testing/fixtures';
import { sessionsLeftText, sideCardState } from '../course-side-card-state';

const student = (intakeCompleted: boolean): Me => me('student', { intakeCompleted });

describe('sideCardState', () => {
  it('offers Book This Course to visitors, admins and students without a profile', () => {
    expect(sideCardState(null, undefined)).toEqual({ kind: 'book-course' });
    expect(
      sideCardState({ userId: 'a', email: 'a', emailVerified: true, role: 'admin', student: null }, undefined),
    ).toEqual({
      kind: 'book-course',
    });
    expect(sideCardState({ ...student(true), student: null }, undefined)).toEqual({ kind: 'book-course' });
  });
  it('asks a student with an unfinished intake to complete the profile', () => {
    expect(sideCardState(student(false), 3)).toEqual({ kind: 'complete-profile' });
  });
  it('offers booking while sessions remain and buying when none do', () => {
    expect(sideCardState(student(true), undefined)).toEqual({ kind: 'checking-balance' });
    expect(sideCardState(student(true), 2)).toEqual({ kind: 'book-session', sessionsRemaining: 2 });
    expect(sideCardState(student(true), 0)).toEqual({ kind: 'buy-sessions' });
  });
  it('offers no Buy Sessions for a course that cannot be booked', () => {
    expect(sideCardState(student(true), 0, false)).toEqual({ kind: 'not-for-sale' });
    expect(sideCardState(student(true), 2, false)).toEqual({ kind: 'book-session', sessionsRemaining: 2 });
    expect(sideCardState(student(true), 0, true)).toEqual({ kind: 'buy-sessions' });
  });
  it('words the balance with the plural rule', () => {
    expect(sessionsLeftText(1)).toBe('You have 1 session left');
    expect(sessionsLeftText(4)).toBe('You have 4 sessions left');
  });
});
