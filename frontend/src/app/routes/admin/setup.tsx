import { SetupPage } from '../../../features/admin-auth/setup-page';

export default SetupPage;
