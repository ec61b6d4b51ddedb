import { AdminIndex } from '../../../features/admin-layout/admin-index';

export default AdminIndex;
