export { SCHOOL_NAME } from '@app/shared/school';
