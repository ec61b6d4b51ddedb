/**
 * The route table: every HTTP operation once. The CDK stack makes one Lambda and one route per
 * row, the local gateway serves the same rows, and the handler wrapper reads the access level
 * from here, so a new operation is one row plus one handler file.
 */
export type Access = 'public' | 'signed_in' | 'student' | 'admin' | 'super_admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** Module under functions/src/handlers, without extension; it exports `handler`. */
  handler: string;
  /** AWS services beyond the table that this operation needs (least-privilege grants). */
  uses?: readonly ('cognito' | 'ses' | 'secrets')[];
  /**
   * How API Gateway throttles a public write: `form` for the forms people fill (a low ceiling),
   * `webhook` for the scheduling service's deliveries (bursts of retries must not be refused).
   */
  throttle?: 'form' | 'webhook';
}

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/courses', access: 'public', handler: 'courses/list-published-courses' },
  {
    method: 'GET',
    path: '/api/courses/{courseId}',
    access: 'public',
    handler: 'courses/get-published-course',
  },
  { method: 'GET', path: '/api/packages', access: 'public', handler: 'packages/list-active-packages' },
  {
    method: 'POST',
    path: '/api/leads',
    access: 'public',
    handler: 'leads/create-lead',
    uses: ['ses'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    handler: 'contact/send-contact-message',
    uses: ['ses'],
    throttle: 'form',
  },
  { method: 'GET', path: '/api/setup/status', access: 'public', handler: 'setup/get-setup-status' },
  {
    method: 'POST',
    path: '/api/setup',
    access: 'public',
    handler: 'setup/create-super-admin',
    uses: ['cognito'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    handler: 'auth/sign-up-student',
    uses: ['cognito', 'ses'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/webhooks/calendly',
    access: 'public',
    handler: 'webhooks/receive-calendly-event',
    uses: ['ses', 'secrets'],
    throttle: 'webhook',
  },
  { method: 'GET', path: '/api/me', access: 'signed_in', handler: 'me/get-me' },
  { method: 'PUT', path: '/api/me/profile', access: 'student', handler: 'me/update-profile' },
  { method: 'GET', path: '/api/me/dashboard', access: 'student', handler: 'me/get-dashboard' },
  {
    method: 'GET',
    path: '/api/me/courses/{courseId}',
    access: 'student',
    handler: 'me/get-my-course',
    uses: ['secrets'],
  },
  {
    method: 'POST',
    path: '/api/me/package-requests',
    access: 'student',
    handler: 'me/create-package-request',
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/package-requests/{requestId}/approve',
    access: 'admin',
    handler: 'admin-requests/approve-package-request',
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/package-requests/{requestId}/reject',
    access: 'admin',
    handler: 'admin-requests/reject-package-request',
    uses: ['ses'],
  },
  { method: 'GET', path: '/api/admin/dashboard', access: 'admin', handler: 'admin-dashboard/get-dashboard' },
  { method: 'GET', path: '/api/admin/activity', access: 'admin', handler: 'admin-activity/list-activity' },
  { method: 'GET', path: '/api/admin/leads', access: 'admin', handler: 'admin-leads/list-leads' },
  { method: 'GET', path: '/api/admin/leads/export', access: 'admin', handler: 'admin-leads/export-leads' },
  { method: 'PATCH', path: '/api/admin/leads/{leadId}', access: 'admin', handler: 'admin-leads/update-lead' },
  { method: 'DELETE', path: '/api/admin/leads/{leadId}', access: 'super_admin', handler: 'admin-leads/delete-lead' },
  { method: 'GET', path: '/api/admin/students', access: 'admin', handler: 'admin-students/list-students' },
  {
    method: 'POST',
    path: '/api/admin/students',
    access: 'admin',
    handler: 'admin-students/add-student',
    uses: ['cognito', 'ses'],
  },
  { method: 'GET', path: '/api/admin/students/{studentId}', access: 'admin', handler: 'admin-students/get-student' },
  {
    method: 'PATCH',
    path: '/api/admin/students/{studentId}',
    access: 'admin',
    handler: 'admin-students/update-student-status',
  },
  {
    method: 'POST',
    path: '/api/admin/students/{studentId}/adjustments',
    access: 'admin',
    handler: 'admin-students/adjust-balance',
  },
  { method: 'GET', path: '/api/admin/packages', access: 'admin', handler: 'admin-packages/list-packages' },
  { method: 'POST', path: '/api/admin/packages', access: 'admin', handler: 'admin-packages/create-package' },
  { method: 'PUT', path: '/api/admin/packages/{packageId}', access: 'admin', handler: 'admin-packages/update-package' },
  {
    method: 'DELETE',
    path: '/api/admin/packages/{packageId}',
    access: 'admin',
    handler: 'admin-packages/delete-package',
  },
  {
    method: 'GET',
    path: '/api/admin/package-requests',
    access: 'admin',
    handler: 'admin-requests/list-package-requests',
  },
  {
    method: 'GET',
    path: '/api/admin/bookings/unmatched',
    access: 'admin',
    handler: 'admin-bookings/list-unmatched-bookings',
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/unmatched/{bookingId}/assign',
    access: 'admin',
    handler: 'admin-bookings/assign-unmatched-booking',
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/unmatched/{bookingId}/dismiss',
    access: 'admin',
    handler: 'admin-bookings/dismiss-unmatched-booking',
  },
  { method: 'GET', path: '/api/admin/admins', access: 'super_admin', handler: 'admin-admins/list-admins' },
  {
    method: 'POST',
    path: '/api/admin/admins',
    access: 'super_admin',
    handler: 'admin-admins/create-admin',
    uses: ['cognito'],
  },
  {
    method: 'PATCH',
    path: '/api/admin/admins/{adminId}',
    access: 'super_admin',
    handler: 'admin-admins/update-admin',
    uses: ['cognito'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/admins/{adminId}',
    access: 'super_admin',
    handler: 'admin-admins/delete-admin',
    uses: ['cognito'],
  },
  { method: 'GET', path: '/api/admin/courses', access: 'admin', handler: 'admin-courses/list-courses' },
  { method: 'POST', path: '/api/admin/courses', access: 'admin', handler: 'admin-courses/create-course' },
  {
    method: 'GET',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/get-course',
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/update-course',
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/delete-course',
  },
];

export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

export function findRoute(key: string): Route | undefined {
  return byKey.get(key);
}
