import type { LedgerEntry } from '@app/shared/bookings/schemas';
import { getNames } from '../../db/record-names';

/** Who moves a balance without a team member: the scheduling service's bookings and cancellations. */
const AUTOMATIC = new Map([['scheduling-webhook', 'Booking']]);
/** Ledger kinds only a team member makes: an author no longer on the team was an admin. */
const TEAM_KINDS = new Set<LedgerEntry['type']>(['purchase', 'adjustment', 'unused_refund']);

/**
 * The names a student's detail shows beside their records: course titles and, for each balance
 * change, who made it (the admin's name as their profile says now), all in one batch read.
 */
export async function ledgerNames(
  studentId: string,
  courseIds: readonly string[],
  ledger: readonly LedgerEntry[],
): Promise<{ title(courseId: string): string | null; by(entry: LedgerEntry): string }> {
  const authors = ledger
    .map((entry) => entry.createdBy)
    .filter((author) => author && !AUTOMATIC.has(author) && author !== studentId);
  const refs = [
    ...courseIds.map((id) => ({ kind: 'course' as const, id })),
    ...authors.map((id) => ({ kind: 'admin' as const, id })),
  ];
  const names = refs.length > 0 ? await getNames(refs) : null;
  return {
    title: (courseId) => names?.of('course', courseId) ?? null,
    by(entry) {
      const author = entry.createdBy;
      const automatic = AUTOMATIC.get(author);
      if (automatic) return automatic;
      if (author === studentId) return 'Student';
      return names?.of('admin', author) ?? (TEAM_KINDS.has(entry.type) ? 'Former admin' : 'System');
    },
  };
}
