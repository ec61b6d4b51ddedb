import { NEW_LEAD_WAIT_HOURS, type AdminDashboard } from '@app/shared/admin/dashboard';
import * as Counters from '../../db/entities/counters';
import * as Lead from '../../db/entities/lead';
import * as RefundRequest from '../../db/entities/refund-request';

/**
 * The back office's counts: one GetItem of the counters kept in the same transactions as the
 * items, and, in parallel, COUNT queries of the two waiting lists no counter keeps (pending refund
 * requests, leads still new after a day).
 */
export async function dashboard(now = Date.now()): Promise<AdminDashboard> {
  const before = new Date(now - NEW_LEAD_WAIT_HOURS * 3_600_000).toISOString();
  const [count, pendingRefunds, staleNewLeads] = await Promise.all([
    Counters.get(),
    RefundRequest.countPending(),
    Lead.countNewBefore(before),
  ]);
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
    pendingRefunds,
    staleNewLeads,
  };
}
