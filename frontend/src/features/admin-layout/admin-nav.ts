export const adminNav = [
  { label: 'Dashboard', to: '/admin/dashboard', superAdminOnly: false },
  { label: 'Leads', to: '/admin/leads', superAdminOnly: false },
  { label: 'Students', to: '/admin/students', superAdminOnly: false },
  { label: 'Courses', to: '/admin/courses', superAdminOnly: false },
  { label: 'Package Requests', to: '/admin/package-requests', superAdminOnly: false },
  { label: 'Admins', to: '/admin/admins', superAdminOnly: true },
] as const;
