import { AdminDashboardPage } from '../../../features/admin-dashboard/dashboard-page';

export default AdminDashboardPage;
