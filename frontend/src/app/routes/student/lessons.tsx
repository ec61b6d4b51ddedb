import { StudentLessonsPage } from '../../../features/student-lessons/components/lessons-page';

export default StudentLessonsPage;
