import { TutorsPage } from '../../../features/admin-tutors/components/tutors-page';

export default TutorsPage;
