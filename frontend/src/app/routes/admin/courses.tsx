import { AdminCoursesPage } from '../../../features/admin-courses/components/admin-courses-page';

export default AdminCoursesPage;
