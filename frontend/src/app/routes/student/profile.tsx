import { ProfileFormPage } from '../../../features/student-profile/profile-form-page';

export default ProfileFormPage;
