import { SchedulingPage } from '../../../features/admin-scheduling/components/scheduling-page';

export default SchedulingPage;
