import { StudentDashboardPage } from '../../../features/student-dashboard/dashboard-page';

export default StudentDashboardPage;
