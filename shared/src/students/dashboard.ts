import type { LinkMode } from '../scheduling/schemas';
import type { Booking } from '../bookings/schemas';
import { usableLots, type CreditLot } from '../credits/lots';
import type { RefundablePurchase, RefundRequest } from '../refunds/schemas';
import type { PackageRequest } from '../requests/schemas';

/** One course balance of the signed-in student. */
export interface CourseBalance {
  courseId: string;
  courseTitle: string | null;
  sessionsRemaining: number;
  /** Where the sessions left come from: each purchase or grant still holding some, used first on top. */
  lots: DashboardLot[];
}

/** One lot on the dashboard: "N of M left", and until when. */
export type DashboardLot = Pick<
  CreditLot,
  'id' | 'kind' | 'packageName' | 'sessionsBought' | 'sessionsLeft' | 'expiresAt' | 'approvedAt'
>;

/** A course's lots still holding sessions at `now`, in the order they are used. */
export function lotsOfCourse(lots: readonly CreditLot[], courseId: string, now: Date): DashboardLot[] {
  return usableLots(
    lots.filter((lot) => lot.courseId === courseId),
    now,
  ).map(({ id, kind, packageName, sessionsBought, sessionsLeft, expiresAt, approvedAt }) => ({
    id,
    kind,
    packageName,
    sessionsBought,
    sessionsLeft,
    expiresAt,
    approvedAt,
  }));
}

/** GET /api/me/dashboard */
export interface StudentDashboard {
  balances: CourseBalance[];
  upcoming: Booking[];
  requests: PackageRequest[];
  /** Approved purchases whose unused sessions can still be refunded (within 14 days). */
  refundable: RefundablePurchase[];
  /** Refunds asked for and not decided yet. */
  pendingRefunds: Pick<RefundRequest, 'id' | 'packageName' | 'courseTitle' | 'sessions' | 'amountUsd' | 'createdAt'>[];
  counters: { sessionsRemaining: number; upcoming: number; pendingRequests: number };
}

/** GET /api/me/courses/{courseId}: what the book-session page needs. */
export interface StudentCourse {
  courseId: string;
  title: string;
  shortDescription: string;
  sessionsRemaining: number;
  /**
   * The course's scheduling page with prefill and tracking fields; null when the course has none,
   * or when the student cannot book (`bookingBlocked` says why).
   */
  bookingUrl: string | null;
  /** Why this student cannot book now (not active, profile not completed); null when they can. */
  bookingBlocked: string | null;
  /**
   * `single_use`: the page asks `POST /api/me/courses/{courseId}/booking-link` for a link per
   * session (then `bookingUrl` is null); `scheduling_page`: `bookingUrl` is the page to embed.
   */
  bookingMode: LinkMode;
}

/** Why a student cannot book or buy sessions now. */
export const bookingBlockedMessages = {
  inactive: 'Your account is not active, so you cannot book lessons now. Please contact us.',
  incomplete: 'Complete your profile to start booking sessions',
} as const;

/** Dashboard caps. */
export const DASHBOARD_UPCOMING = 5;
export const DASHBOARD_REQUESTS = 3;
/** How many of the latest requests are looked at for refundable purchases. */
export const DASHBOARD_REFUND_LOOKBACK = 10;
