import type { AdminDashboard } from '@app/shared/admin/dashboard';
import * as Counters from '../../db/entities/counters';

/** The back office's counts: one GetItem of the counters kept in the same transactions as the items. */
export async function dashboard(): Promise<AdminDashboard> {
  const count = await Counters.get();
  return {
    leads: { total: count('leads'), new: count('leads_new'), converted: count('leads_converted') },
    students: { total: count('students'), active: count('students_active') },
    courses: {
      total: count('courses'),
      published: count('courses_published'),
      drafts: count('courses') - count('courses_published'),
    },
    admins: { total: count('admins') },
    unmatchedBookings: count('unmatched_open'),
    deliveriesToReview: count('deliveries_review'),
    pendingRequests: count('requests_pending'),
  };
}
