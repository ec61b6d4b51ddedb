import { SuperAdminOutlet } from '../../../features/admin-layout/admin-guard';

export default SuperAdminOutlet;
