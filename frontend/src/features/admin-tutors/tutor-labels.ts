import type { TutorAccount, TutorStatus } from '@app/shared/tutors/schemas';

export const STATUS_LABELS: Record<TutorStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** "Sisters, children", or null when neither. */
export function teachesLabel(tutor: Pick<TutorAccount, 'teachesSisters' | 'teachesChildren'>): string | null {
  const whom = [tutor.teachesSisters && 'Sisters', tutor.teachesChildren && 'Children'].filter(Boolean);
  return whom.length ? whom.join(', ') : null;
}
