import { describe, expect, it } from 'vitest';
import { me } from '../../../testing/fixtures';
import { tutorGuardTarget } from '../tutor-guard';

describe('tutorGuardTarget', () => {
  it('lets tutors in', () => {
    expect(tutorGuardTarget(me('tutor'))).toBeNull();
  });
  it('sends everyone else to the tutor sign-in: visitors, students, admins, accounts without a role', () => {
    expect(tutorGuardTarget(null)).toBe('/tutor/login');
    expect(tutorGuardTarget(me('student'))).toBe('/tutor/login');
    expect(tutorGuardTarget(me('admin'))).toBe('/tutor/login');
    expect(tutorGuardTarget(me('super_admin'))).toBe('/tutor/login');
    expect(tutorGuardTarget(me(null))).toBe('/tutor/login');
  });
});
