/** Live sessions booked through the scheduling widget and applied by its signed webhook. */
export const BOOKING_STATUSES = ['scheduled', 'rescheduling', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Free cancellation (the session returns to the balance) at least this long before the start. */
export const FREE_CANCEL_HOURS = 24;

/**
 * Whether a change made at `at` to a lesson then starting at `startTime` comes in time: 24 hours
 * or more before. Cancelling in time returns the session; moving in time keeps it free to cancel.
 */
export function changeInTime(at: Date | string, startTime: string): boolean {
  return new Date(startTime).getTime() - new Date(at).getTime() >= FREE_CANCEL_HOURS * 3_600_000;
}

/** What the student is told about a lesson less than 24 hours away. */
export const LATE_CHANGE_NOTE = 'This lesson is less than 24 hours away: cancelling or moving it now uses the session.';

/** Why a webhook booking could not be tied to a student's balance. */
export const UNMATCHED_REASONS = {
  no_reference: 'The booking carries no portal booking reference (booked outside the student portal).',
  bad_reference: 'The booking reference is not one the portal signed (edited or for another course).',
  unknown_student: 'The booking reference names no student profile.',
  inactive_student: 'The student is not active and cannot book.',
  incomplete_profile: 'The student has not completed their profile and cannot book yet.',
  unknown_course: 'The course of the booking no longer exists.',
  no_balance: 'The student had no sessions left for this course.',
  wrong_event_type: "The lesson was booked on another calendar than the course's own (its event type in Calendly).",
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
  /** The lesson was moved less than 24 hours before its time: cancelling it returns nothing. */
  sessionUsed?: boolean;
}

export interface LedgerEntry {
  id: string;
  studentId: string;
  courseId: string;
  /**
   * `refund`: a canceled lesson's session back (+1); `unused_refund`: unused sessions refunded (−n);
   * `expired`: sessions left when their purchase expired (−n).
   */
  type: 'purchase' | 'booking' | 'refund' | 'adjustment' | 'unused_refund' | 'expired';
  amount: number;
  packageRequestId: string | null;
  bookingId: string | null;
  /** The credit lot the sessions came from or went to; absent on entries written before lots. */
  lotId?: string | null;
  notes: string;
  createdAt: string;
  createdBy: string;
}
