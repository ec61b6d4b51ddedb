import { TutorLessonPage } from '../../../features/tutor-portal/components/tutor-lesson-page';

export default TutorLessonPage;
