import { BOOKING_UTM_SOURCE } from '@app/shared/bookings/schemas';

/**
 * The course's scheduling page with the student's details prefilled (name, email, a1 level,
 * a2 goals) and the tracking fields the webhook reads back: utm_source=portal,
 * utm_campaign=<courseId>, utm_content=<signed booking reference>.
 */
export function bookingUrl(
  schedulingPage: string,
  student: { fullName: string; email: string; level: string | null; goals: readonly string[] },
  courseId: string,
  reference: string,
): string {
  const url = new URL(schedulingPage);
  url.searchParams.set('name', student.fullName);
  url.searchParams.set('email', student.email);
  if (student.level) url.searchParams.set('a1', student.level);
  if (student.goals.length > 0) url.searchParams.set('a2', student.goals.join(', '));
  url.searchParams.set('utm_source', BOOKING_UTM_SOURCE);
  url.searchParams.set('utm_campaign', courseId);
  url.searchParams.set('utm_content', reference);
  return url.toString();
}
