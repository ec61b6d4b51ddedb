import { AdminAccountPage } from '../../../features/admin-account/account-page';

export default AdminAccountPage;
