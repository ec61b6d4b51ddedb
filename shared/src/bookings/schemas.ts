/** Live sessions booked through the scheduling widget and applied by its signed webhook. */
export const BOOKING_STATUSES = ['scheduled', 'rescheduling', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Free cancellation (the session returns to the balance) at least this long before the start. */
export const FREE_CANCEL_HOURS = 24;

/** Why a webhook booking could not be tied to a student's balance. */
export const UNMATCHED_REASONS = {
  no_reference: 'The booking carries no portal booking reference (booked outside the student portal).',
  bad_reference: 'The booking reference is not one the portal signed (edited or for another course).',
  unknown_student: 'The booking reference names no student profile.',
  inactive_student: 'The student is not active and cannot book.',
  unknown_course: 'The course of the booking no longer exists.',
  no_balance: 'The student had no sessions left for this course.',
} as const;
export type UnmatchedReason = keyof typeof UNMATCHED_REASONS;

/** The tracking fields the portal puts in the widget URL. */
export const BOOKING_UTM_SOURCE = 'portal';

export interface Booking {
  id: string;
  studentId: string;
  courseId: string;
  courseTitle: string | null;
  status: BookingStatus;
  startTime: string;
  endTime: string;
  timezone: string | null;
  joinUrl: string | null;
  cancelUrl: string | null;
  rescheduleUrl: string | null;
  createdAt: string;
}

export interface LedgerEntry {
  id: string;
  studentId: string;
  courseId: string;
  /** `refund`: a canceled lesson's session back (+1); `unused_refund`: unused sessions refunded (−n). */
  type: 'purchase' | 'booking' | 'refund' | 'adjustment' | 'unused_refund';
  amount: number;
  packageRequestId: string | null;
  bookingId: string | null;
  notes: string;
  createdAt: string;
  createdBy: string;
}
