import { courseMessages } from '@app/shared/courses/schemas';
import { bookingBlockedMessages, type StudentCourse } from '@app/shared/students/dashboard';
import * as Balance from '../../db/entities/balance';
import * as Course from '../../db/entities/course';
import * as Student from '../../db/entities/student';
import { NotFoundError } from '../../lib/errors';
import { bookingReferenceKey } from '../../lib/secrets';
import { signReference } from '../bookings/booking-reference';
import { bookingUrl } from '../bookings/booking-url';

/** A published course as the signed-in student sees it: their balance and their booking link. */
export async function myCourse(studentId: string, courseId: string): Promise<StudentCourse> {
  const [course, sessionsRemaining, student] = await Promise.all([
    Course.get(courseId),
    Balance.get(studentId, courseId),
    Student.get(studentId),
  ]);
  if (!course || !course.isPublished) throw new NotFoundError(courseMessages.notFound);
  // A booking link only for a student who can book: active, with a completed profile.
  const bookingBlocked = !student
    ? null
    : student.status !== 'active'
      ? bookingBlockedMessages.inactive
      : !student.intakeCompleted
        ? bookingBlockedMessages.incomplete
        : null;
  const url =
    course.schedulingUrl && student && !bookingBlocked
      ? bookingUrl(
          course.schedulingUrl,
          student,
          courseId,
          signReference(studentId, courseId, await bookingReferenceKey()),
        )
      : null;
  return {
    courseId,
    title: course.title,
    shortDescription: course.shortDescription,
    sessionsRemaining,
    bookingUrl: url,
    bookingBlocked,
  };
}
