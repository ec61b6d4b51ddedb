import { pendingKey } from '@app/shared/requests/schemas';
import { useStudentDashboard } from '../../../lib/student-dashboard';

/**
 * The package and course of each request the learner has waiting (from their dashboard's latest
 * requests, `pendingKey`): asking for the same again is refused, so its button says so instead.
 * Another learner's requests do not count. Empty while the dashboard loads or when it cannot be
 * read; the server still has the last word.
 */
export function usePendingKeys(learnerId: string | undefined, enabled: boolean): ReadonlySet<string> {
  const dashboard = useStudentDashboard(learnerId, enabled);
  const requests = dashboard.data?.requests ?? [];
  return new Set(
    requests
      .filter((request) => request.status === 'pending')
      .map((request) => pendingKey(request.packageId, request.courseId)),
  );
}
