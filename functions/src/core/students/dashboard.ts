import {
  DASHBOARD_REFUND_LOOKBACK,
  DASHBOARD_REQUESTS,
  DASHBOARD_UPCOMING,
  lotsOfCourse,
  type StudentDashboard,
} from '@app/shared/students/dashboard';
import type { PackageRequest as RequestView } from '@app/shared/requests/schemas';
import { refundableOf } from '../refunds/refundable';
import * as Booking from '../../db/entities/booking';
import * as Course from '../../db/entities/course';
import * as PackageRequest from '../../db/entities/package-request';
import * as Refund from '../../db/entities/refund-request';
import * as Student from '../../db/entities/student';

/**
 * Everything the student dashboard shows, in at most six DynamoDB calls whatever the history: the
 * profile, balances and their lots (one Query), the latest requests, the next scheduled sessions
 * and their count (three index Queries, in parallel), then the course titles and the refunds asked
 * for among those requests (two BatchGetItems, in parallel; the second only when one was asked
 * for). The pending-request count is a counter on the profile.
 */
export async function dashboard(studentId: string, now = new Date()): Promise<StudentDashboard> {
  const from = now.toISOString();
  const [{ student, balances, lots }, requests, upcoming, upcomingCount] = await Promise.all([
    Student.getWithBalances(studentId),
    PackageRequest.latestOfStudent(studentId, DASHBOARD_REFUND_LOOKBACK),
    Booking.upcomingOfStudent(studentId, from, DASHBOARD_UPCOMING),
    Booking.countUpcomingOfStudent(studentId, from),
  ]);
  const asked = requests.filter((request) => request.refundAskedAt).map((request) => request.id);
  const [courses, refunds] = await Promise.all([
    Course.getForBookings([
      ...balances.map((balance) => balance.courseId),
      ...upcoming.map((booking) => booking.courseId),
    ]),
    Refund.getMany(asked),
  ]);
  const sortedBalances = balances
    .map((balance) => ({
      courseId: balance.courseId,
      courseTitle: courses.get(balance.courseId)?.title ?? null,
      sessionsRemaining: balance.sessionsRemaining,
      lots: lotsOfCourse(lots, balance.courseId, now),
    }))
    .sort((a, b) => (a.courseTitle ?? '').localeCompare(b.courseTitle ?? ''));
  return {
    balances: sortedBalances,
    // A lesson without its own join link uses its course's meeting link.
    upcoming: upcoming.map((booking) => {
      const course = courses.get(booking.courseId);
      const view = Booking.toBooking(booking, course?.title ?? null);
      return { ...view, joinUrl: view.joinUrl ?? (course?.meetingUrl || null) };
    }),
    requests: requests.slice(0, DASHBOARD_REQUESTS).map(withoutTeamNotes),
    refundable: requests.flatMap((request) => {
      const purchase = refundableOf(
        request,
        lots.find((lot) => lot.id === request.id),
        now,
      );
      return purchase ? [purchase] : [];
    }),
    pendingRefunds: refunds
      .filter((refund) => refund.status === 'pending')
      .map(({ id, packageName, courseTitle, sessions, amountUsd, createdAt }) => ({
        id,
        packageName,
        courseTitle,
        sessions,
        amountUsd,
        createdAt,
      })),
    counters: {
      sessionsRemaining: sortedBalances.reduce((sum, balance) => sum + balance.sessionsRemaining, 0),
      upcoming: upcomingCount,
      pendingRequests: student?.pendingRequests ?? 0,
    },
  };
}

/** The team's notes on an approval stay inside; a rejection's reason was written for the student. */
const withoutTeamNotes = (request: RequestView): RequestView =>
  request.status === 'rejected' ? request : { ...request, adminNotes: '' };
