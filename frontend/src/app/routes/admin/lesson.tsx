import { LessonPage } from '../../../features/admin-lessons/components/lesson-page';

export default LessonPage;
