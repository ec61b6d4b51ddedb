import { StudentsPage } from '../../../features/admin-students/components/students-page';

export default StudentsPage;
