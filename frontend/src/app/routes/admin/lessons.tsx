import { LessonsPage } from '../../../features/admin-lessons/components/lessons-page';

export default LessonsPage;
