import { studentMessages, type StudentProfile, type StudentProfileData } from '@app/shared/students/schemas';
import * as Student from '../../db/entities/student';
import { NotFoundError } from '../../lib/errors';

/** The student saves their intake answers: the profile's intake is then completed. */
export async function saveIntake(studentId: string, data: StudentProfileData): Promise<StudentProfile> {
  const item = await Student.updateIntake(studentId, data);
  if (!item) throw new NotFoundError(studentMessages.profileMissing);
  return Student.toProfile(item);
}
