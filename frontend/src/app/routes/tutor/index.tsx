import { TutorHomePage } from '../../../features/tutor-portal/components/tutor-home-page';

export default TutorHomePage;
