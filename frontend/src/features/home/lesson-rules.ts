/** The rules of lessons as the FAQ states them (the shared module loads no schemas). */
export { ATTENDANCE_RULES as LESSON_RULES } from '@app/shared/lessons/attendance-rules';
