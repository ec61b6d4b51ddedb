import * as z from 'zod';
import type { UnmatchedReason } from '../bookings/schemas';
import { pageQueryFields } from '../http/page';
import { requiredText } from '../text';

export const unmatchedMessages = {
  empty: 'No bookings are waiting.',
  notFound: 'Booking not found',
  alreadyHandled: 'This booking has already been handled.',
  noSessions: 'This student has no sessions left for this course.',
  studentNotFound: 'Student not found',
  chooseStudent: 'Choose the student this booking belongs to',
  courseNotFound: 'Course not found',
  reasonRequired: 'Reason is required',
  assigned: 'Booking assigned',
  dismissed: 'Booking dismissed',
} as const;

export const unmatchedQuerySchema = z.strictObject({ ...pageQueryFields });

/** POST /api/admin/bookings/unmatched/{bookingId}/assign */
export const assignBookingSchema = z.strictObject({
  studentId: z
    .string({ error: unmatchedMessages.chooseStudent })
    .trim()
    .min(1, unmatchedMessages.chooseStudent)
    .max(64, unmatchedMessages.studentNotFound),
  courseId: z.uuid({ error: unmatchedMessages.courseNotFound }),
});

/** POST /api/admin/bookings/unmatched/{bookingId}/dismiss */
export const dismissBookingSchema = z.strictObject({
  reason: requiredText(1, unmatchedMessages.reasonRequired, 500, 'Reason must be at most 500 characters'),
});

export interface UnmatchedBooking {
  id: string;
  inviteeName: string;
  inviteeEmail: string;
  startTime: string;
  endTime: string;
  timezone: string | null;
  reason: UnmatchedReason;
  reasonText: string;
  studentId: string | null;
  courseId: string | null;
  status: 'open' | 'canceled' | 'assigned' | 'dismissed';
  createdAt: string;
}
