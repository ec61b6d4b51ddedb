import { StudentGuard } from '../../../features/student-layout/student-guard';

export default StudentGuard;
