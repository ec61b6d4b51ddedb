import { ActivityPage } from '../../../features/admin-activity/activity-page';

export default ActivityPage;
