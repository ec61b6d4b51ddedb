import { BOOKING_UTM_SOURCE, type UnmatchedReason } from '@app/shared/bookings/schemas';
import * as Course from '../../db/entities/course';
import * as Student from '../../db/entities/student';
import type { BookingSnapshot } from './booking-event';
import { verifyReference } from './booking-reference';

/** A student and course the team chose for a booking. */
export interface BookingLink {
  studentId: string;
  courseId: string;
}

export type Match =
  | { matched: true; studentId: string; courseId: string }
  | { matched: false; reason: UnmatchedReason; studentId: string | null; courseId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which student and course a booking is for: only from a booking reference we signed for the
 * course named in the tracking campaign. The invitee's e-mail plays no part (a parent may book
 * with their own), and an edited reference or course never matches.
 */
export async function matchBooking(booking: BookingSnapshot, referenceKey: string): Promise<Match> {
  const { source, campaign, reference } = booking.tracking;
  const courseId = campaign && UUID.test(campaign) ? campaign.toLowerCase() : null;
  if (source !== BOOKING_UTM_SOURCE || !reference || !courseId) {
    return { matched: false, reason: 'no_reference', studentId: null, courseId };
  }
  const studentId = verifyReference(reference, courseId, referenceKey);
  if (!studentId) return { matched: false, reason: 'bad_reference', studentId: null, courseId };
  return matchLinked({ studentId, courseId });
}

/** The student and course the team linked a booking to (or a reference named): still there, active, with a completed profile. */
export async function matchLinked({ studentId, courseId }: BookingLink): Promise<Match> {
  const [student, course] = await Promise.all([Student.get(studentId, true), Course.get(courseId)]);
  if (!student) return { matched: false, reason: 'unknown_student', studentId, courseId };
  if (student.status !== 'active') return { matched: false, reason: 'inactive_student', studentId, courseId };
  if (!student.intakeCompleted) return { matched: false, reason: 'incomplete_profile', studentId, courseId };
  if (!course) return { matched: false, reason: 'unknown_course', studentId, courseId };
  return { matched: true, studentId, courseId };
}

/**
 * Reasons that leave a booking with no student at all: it waits for the team to say whose it is
 * (the webhook inbox's review). The others name a student who cannot be charged now: an
 * unmatched booking the team can assign.
 */
export function namesNoStudent(reason: UnmatchedReason): boolean {
  return reason === 'no_reference' || reason === 'bad_reference' || reason === 'unknown_student';
}
