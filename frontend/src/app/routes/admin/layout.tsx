import { AdminLayout } from '../../../features/admin-layout/admin-layout';

export default AdminLayout;
