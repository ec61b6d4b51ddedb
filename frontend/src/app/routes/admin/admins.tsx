import { AdminsPage } from '../../../features/admin-admins/components/admins-page';

export default AdminsPage;
