import type { Booking } from '../bookings/schemas';
import type { RefundablePurchase } from '../refunds/schemas';
import type { PackageRequest } from '../requests/schemas';

/** One course balance of the signed-in student. */
export interface CourseBalance {
  courseId: string;
  courseTitle: string | null;
  sessionsRemaining: number;
}

/** GET /api/me/dashboard */
export interface StudentDashboard {
  balances: CourseBalance[];
  upcoming: Booking[];
  requests: PackageRequest[];
  /** Approved purchases whose unused sessions can still be refunded (within 14 days). */
  refundable: RefundablePurchase[];
  counters: { sessionsRemaining: number; upcoming: number; pendingRequests: number };
}

/** GET /api/me/courses/{courseId}: what the book-session page needs. */
export interface StudentCourse {
  courseId: string;
  title: string;
  shortDescription: string;
  sessionsRemaining: number;
  /** The course's scheduling page with prefill and tracking fields; null when the course has none. */
  bookingUrl: string | null;
}

/** Dashboard caps. */
export const DASHBOARD_UPCOMING = 5;
export const DASHBOARD_REQUESTS = 3;
/** How many of the latest requests are looked at for refundable purchases. */
export const DASHBOARD_REFUND_LOOKBACK = 10;
