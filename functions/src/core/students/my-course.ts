import { courseMessages } from '@app/shared/courses/schemas';
import { bookingBlockedMessages, type StudentCourse } from '@app/shared/students/dashboard';
import * as Balance from '../../db/entities/balance';
import * as Course from '../../db/entities/course';
import * as Settings from '../../db/entities/scheduling-settings';
import type { StudentItem } from '../../db/entities/student';
import { NotFoundError } from '../../lib/errors';
import { bookingReferenceKey } from '../../lib/secrets';
import { signReference } from '../bookings/booking-reference';
import { bookingUrl } from '../bookings/booking-url';
import { linkModeOf } from '../scheduling/link-mode';

/** Why a learner cannot book now (not active, profile not completed); null when they can. */
export function bookingBlockedOf(student: Pick<StudentItem, 'status' | 'intakeCompleted'>): string | null {
  return student.status !== 'active'
    ? bookingBlockedMessages.inactive
    : !student.intakeCompleted
      ? bookingBlockedMessages.incomplete
      : null;
}

/**
 * A published course as one learner sees it: their balance and how they book it. With single-use
 * links the page asks for a link per session (core/scheduling/booking-links.ts); otherwise the
 * course's scheduling page comes here, the learner's name and answers prefilled with the account's
 * e-mail, and a reference that names the learner.
 */
export async function myCourse(student: StudentItem | null, courseId: string): Promise<StudentCourse> {
  const studentId = student?.id ?? '';
  const [course, sessionsRemaining, connection, eventTypeUri] = await Promise.all([
    Course.get(courseId),
    student ? Balance.get(studentId, courseId) : Promise.resolve(0),
    Settings.getConnection(),
    Settings.getCourseMapping(courseId),
  ]);
  if (!course || !course.isPublished) throw new NotFoundError(courseMessages.notFound);
  // A booking link only for a student who can book: active, with a completed profile.
  const bookingBlocked = student ? bookingBlockedOf(student) : null;
  const bookingMode = linkModeOf(connection, eventTypeUri).mode;
  const url =
    bookingMode === 'scheduling_page' && course.schedulingUrl && student && !bookingBlocked
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
    bookingMode,
  };
}
