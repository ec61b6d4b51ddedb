export interface AdminNavItem {
  label: string;
  to: string;
  superAdminOnly: boolean;
  /** Shows how many items wait for the team there (a dashboard counter). */
  badge?: 'unmatchedBookings' | 'pendingRequests';
}

export const adminNav: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', superAdminOnly: false },
  { label: 'Leads', to: '/admin/leads', superAdminOnly: false },
  { label: 'Students', to: '/admin/students', superAdminOnly: false },
  { label: 'Courses', to: '/admin/courses', superAdminOnly: false },
  { label: 'Packages', to: '/admin/packages', superAdminOnly: false },
  { label: 'Package Requests', to: '/admin/package-requests', superAdminOnly: false, badge: 'pendingRequests' },
  { label: 'Refund Requests', to: '/admin/refund-requests', superAdminOnly: false },
  { label: 'Bookings', to: '/admin/bookings', superAdminOnly: false, badge: 'unmatchedBookings' },
  { label: 'Mail problems', to: '/admin/mail', superAdminOnly: false },
  { label: 'Activity', to: '/admin/activity', superAdminOnly: false },
  { label: 'Admins', to: '/admin/admins', superAdminOnly: true },
];
