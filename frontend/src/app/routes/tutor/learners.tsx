import { TutorLearnersPage } from '../../../features/tutor-portal/components/tutor-learners-page';

export default TutorLearnersPage;
