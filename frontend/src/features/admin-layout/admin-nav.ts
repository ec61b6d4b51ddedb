import type { AdminDashboard } from '@app/shared/admin/dashboard';

/** A dashboard counter of items waiting for the team. */
export type WaitingCount =
  'unmatchedBookings' | 'deliveriesToReview' | 'pendingRequests' | 'pendingRefunds' | 'staleNewLeads';

export interface AdminNavItem {
  label: string;
  to: string;
  superAdminOnly: boolean;
  /** Shows how many items wait for the team there: the sum of these dashboard counters. */
  badge?: readonly WaitingCount[];
}

export const adminNav: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', superAdminOnly: false },
  { label: 'Leads', to: '/admin/leads', superAdminOnly: false, badge: ['staleNewLeads'] },
  { label: 'Students', to: '/admin/students', superAdminOnly: false },
  { label: 'Lessons', to: '/admin/lessons', superAdminOnly: false },
  { label: 'Tutors', to: '/admin/tutors', superAdminOnly: false },
  { label: 'Courses', to: '/admin/courses', superAdminOnly: false },
  { label: 'Packages', to: '/admin/packages', superAdminOnly: false },
  { label: 'Package Requests', to: '/admin/package-requests', superAdminOnly: false, badge: ['pendingRequests'] },
  { label: 'Refund Requests', to: '/admin/refund-requests', superAdminOnly: false, badge: ['pendingRefunds'] },
  { label: 'Money', to: '/admin/money', superAdminOnly: false },
  {
    label: 'Bookings',
    to: '/admin/bookings',
    superAdminOnly: false,
    badge: ['unmatchedBookings', 'deliveriesToReview'],
  },
  { label: 'Scheduling', to: '/admin/scheduling', superAdminOnly: false },
  { label: 'Mail problems', to: '/admin/mail', superAdminOnly: false },
  { label: 'Activity', to: '/admin/activity', superAdminOnly: false },
  { label: 'Admins', to: '/admin/admins', superAdminOnly: true },
  { label: 'Your account', to: '/admin/account', superAdminOnly: false },
];

/** How many items wait behind a nav item (0 without a badge, or before the dashboard has loaded). */
export function badgeCount(item: AdminNavItem, dashboard: AdminDashboard | undefined): number {
  if (!item.badge || !dashboard) return 0;
  return item.badge.reduce((sum, counter) => sum + (dashboard[counter] ?? 0), 0);
}
