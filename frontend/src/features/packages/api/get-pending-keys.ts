import { pendingKey } from '@app/shared/requests/schemas';
import { useStudentDashboard } from '../../../lib/student-dashboard';

/**
 * The package and course of each request the student has waiting (from the dashboard's latest
 * requests, `pendingKey`): asking for the same again is refused, so its button says so instead.
 * Empty while the dashboard loads or when it cannot be read; the server still has the last word.
 */
export function usePendingKeys(): ReadonlySet<string> {
  const dashboard = useStudentDashboard();
  const requests = dashboard.data?.requests ?? [];
  return new Set(
    requests
      .filter((request) => request.status === 'pending')
      .map((request) => pendingKey(request.packageId, request.courseId)),
  );
}
