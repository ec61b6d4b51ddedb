import { useStudentDashboard } from '../../../lib/student-dashboard';

/** The dashboard's one call (GET /api/me/dashboard), shared with the packages page through lib. */
export {
  getStudentDashboard as getDashboard,
  studentDashboardQueryKey as dashboardQueryKey,
  studentDashboardQueryOptions as dashboardQueryOptions,
} from '../../../lib/student-dashboard';

/** One learner's dashboard (`learnerId` undefined: the account's first learner), once `enabled`. */
export function useDashboard(learnerId: string | undefined, enabled: boolean) {
  return useStudentDashboard(learnerId, enabled);
}
