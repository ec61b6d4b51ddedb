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
  { method: 'GET', path: '/api/admin/leads', access: 'admin', handler: 'admin-leads/list-leads' },
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
