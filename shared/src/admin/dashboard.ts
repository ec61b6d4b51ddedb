/** GET /api/admin/dashboard: maintained counters, never a Scan. */
export interface AdminDashboard {
  leads: { total: number; new: number; converted: number };
  students: { total: number; active: number };
  courses: { total: number; published: number; drafts: number };
  admins: { total: number };
  unmatchedBookings: number;
  /** Scheduling deliveries waiting for the team's review. */
  deliveriesToReview: number;
  pendingRequests: number;
  /** Refund requests waiting for a decision. */
  pendingRefunds: number;
  /** Leads still new a day after they came in (NEW_LEAD_WAIT_HOURS). */
  staleNewLeads: number;
}

/** A new lead left this long without a first contact is waiting work on the dashboard. */
export const NEW_LEAD_WAIT_HOURS = 24;

/** Number with its noun, plural unless 1: "1 draft", "3 drafts". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
