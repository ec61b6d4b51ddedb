import { StudentDetailPage } from '../../../features/admin-students/components/student-detail-page';

export default StudentDetailPage;
