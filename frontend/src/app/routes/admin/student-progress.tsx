import { ProgressPage } from '../../../features/admin-lessons/components/progress-page';

export default ProgressPage;
