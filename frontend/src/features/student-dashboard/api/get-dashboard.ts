import { useStudentDashboard } from '../../../lib/student-dashboard';

/** The dashboard's one call (GET /api/me/dashboard), shared with the packages page through lib. */
export {
  getStudentDashboard as getDashboard,
  studentDashboardQueryKey as dashboardQueryKey,
  studentDashboardQueryOptions as dashboardQueryOptions,
} from '../../../lib/student-dashboard';

export function useDashboard() {
  return useStudentDashboard();
}
