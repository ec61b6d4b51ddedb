import { courseSchedulingUrl } from './0001-course-scheduling-url';
import { leadRetentionClocks } from './0002-lead-retention-clocks';
import { searchTokens } from './0003-search-tokens';
import { leadNotesHistory } from './0004-lead-notes-history';
import { activityIndexes } from './0005-activity-indexes';
import { courseStudentMarks } from './0006-course-student-marks';
import { creditLots } from './0007-credit-lots';
import { pendingRequestMarkers } from './0008-pending-request-markers';
import { familyAccounts } from './0009-family-accounts';
import { lessonCalendar } from './0010-lesson-calendar';
import type { Migration } from './migration';

/**
 * Every migration, oldest first. A new one goes at the end, with the next number; one that has
 * been released is never edited, reordered or removed (tables record it as applied by its id).
 */
export const MIGRATIONS: readonly Migration[] = [
  courseSchedulingUrl,
  leadRetentionClocks,
  searchTokens,
  leadNotesHistory,
  activityIndexes,
  courseStudentMarks,
  creditLots,
  pendingRequestMarkers,
  familyAccounts,
  lessonCalendar,
];
