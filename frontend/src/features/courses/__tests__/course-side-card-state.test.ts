import { describe, expect, it } from 'vitest';
import { studentProfile } from '../../../testing/fixtures';
import { sessionsLeftText, sideCardState } from '../course-side-card-state';

const learner = (intakeCompleted: boolean) => studentProfile({ intakeCompleted });

describe('sideCardState', () => {
  it('offers Book This Course to visitors, admins and students without a profile (no learner)', () => {
    expect(sideCardState(null, undefined)).toEqual({ kind: 'book-course' });
  });
  it('asks a learner with an unfinished intake to complete the profile', () => {
    expect(sideCardState(learner(false), 3)).toEqual({ kind: 'complete-profile' });
  });
  it('offers booking while sessions remain and buying when none do', () => {
    expect(sideCardState(learner(true), undefined)).toEqual({ kind: 'checking-balance' });
    expect(sideCardState(learner(true), 2)).toEqual({ kind: 'book-session', sessionsRemaining: 2 });
    expect(sideCardState(learner(true), 0)).toEqual({ kind: 'buy-sessions' });
  });
  it('offers no Buy Sessions for a course that cannot be booked', () => {
    expect(sideCardState(learner(true), 0, false)).toEqual({ kind: 'not-for-sale' });
    expect(sideCardState(learner(true), 2, false)).toEqual({ kind: 'book-session', sessionsRemaining: 2 });
    expect(sideCardState(learner(true), 0, true)).toEqual({ kind: 'buy-sessions' });
  });
  it('words the balance with the plural rule, naming the learner when the account has several', () => {
    expect(sessionsLeftText(1)).toBe('You have 1 session left');
    expect(sessionsLeftText(4)).toBe('You have 4 sessions left');
    expect(sessionsLeftText(2, 'Yusuf')).toBe('Yusuf has 2 sessions left');
  });
});
