import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface BookingLinkRequest {
  learnerId: string | undefined;
  /** The links this page already booked through (the server may not have heard of those bookings yet). */
  exclude: string[];
}

/**
 * POST /api/me/courses/{courseId}/booking-link: a single-use link for one session of the course
 * (the same one while unused), or the course's scheduling page when links cannot be minted. 409
 * when the learner has no session left to book.
 */
export const requestBookingLink = (courseId: string, { learnerId, exclude }: BookingLinkRequest) =>
  apiCall('POST /api/me/courses/{courseId}/booking-link', {
    params: { courseId },
    body: learnerId ? { learnerId, exclude } : { exclude },
  });

/** A write, not a read: each request may mint a link at the scheduling service, so it runs only when asked. */
export function useRequestBookingLink(courseId: string) {
  return useMutation({ mutationFn: (input: BookingLinkRequest) => requestBookingLink(courseId, input) });
}
