import { StudentAccountPage } from '../../../features/student-account/account-page';

export default StudentAccountPage;
