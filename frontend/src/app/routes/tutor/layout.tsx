import { TutorLayout } from '../../../features/tutor-portal/tutor-layout';

export default TutorLayout;
