import { StudentProgressPage } from '../../../features/student-lessons/components/progress-page';

export default StudentProgressPage;
