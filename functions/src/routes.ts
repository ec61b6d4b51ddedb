/**
 * The route table: every HTTP operation once. The CDK stack makes one Lambda and one route per
 * row, the local gateway serves the same rows, and the handler wrapper reads the access level
 * from here, so a new operation is one row plus one handler file.
 */
export type Access = 'public' | 'signed_in' | 'student' | 'admin' | 'super_admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The DynamoDB actions an operation may call (IAM action names; a transaction needs the action
 * of each of its items). The CDK stack grants exactly these, and the local gateway refuses any
 * other, so a missing entry fails locally as it would in AWS.
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

export type CognitoAction =
  | 'AdminCreateUser'
  | 'AdminSetUserPassword'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes';

export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** Module under functions/src/handlers, without extension; it exports `handler`. */
  handler: string;
  /** DynamoDB actions this operation calls (least privilege: the grant is exactly this list). */
  table: readonly TableAction[];
  /**
   * When set, the only partition keys it may touch (`dynamodb:LeadingKeys`): a value ending in
   * `*` is a prefix. Set only on rows that never query an index.
   */
  leadingKeys?: readonly string[];
  /** Cognito user-pool actions this operation calls. */
  cognito?: readonly CognitoAction[];
  /** Other AWS services this operation needs: sending mail, reading the signing keys. */
  uses?: readonly ('ses' | 'secrets')[];
  /**
   * How API Gateway throttles a public route: `form` for the forms people fill (a low ceiling),
   * `webhook` for the scheduling service's deliveries (bursts of retries must not be refused),
   * `render` for a public read that does real work per request (the certificate PDF).
   */
  throttle?: 'form' | 'webhook' | 'render';
}

export const routes: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/courses',
    access: 'public',
    handler: 'courses/list-published-courses',
    table: ['Query'],
  },
  {
    method: 'GET',
    path: '/api/courses/{courseId}',
    access: 'public',
    handler: 'courses/get-published-course',
    table: ['Query'],
    leadingKeys: ['COURSE#*'],
  },
  {
    method: 'GET',
    path: '/api/certificates/{code}',
    access: 'public',
    handler: 'certificates/get-certificate',
    table: ['GetItem'],
    leadingKeys: ['CERTIFICATE#*'],
  },
  {
    method: 'GET',
    path: '/api/certificates/{code}/pdf',
    access: 'public',
    handler: 'certificates/get-certificate-pdf',
    table: ['GetItem'],
    leadingKeys: ['CERTIFICATE#*'],
    throttle: 'render',
  },
  {
    method: 'GET',
    path: '/api/packages',
    access: 'public',
    handler: 'packages/list-active-packages',
    table: ['Query'],
  },
  {
    method: 'POST',
    path: '/api/leads',
    access: 'public',
    handler: 'leads/create-lead',
    table: ['Query', 'PutItem', 'UpdateItem'],
    leadingKeys: ['COURSE#*', 'LEAD#*', 'RATE#*', 'SYSTEM'],
    uses: ['ses'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    handler: 'contact/send-contact-message',
    table: ['UpdateItem'],
    leadingKeys: ['RATE#*'],
    uses: ['ses'],
    throttle: 'form',
  },
  {
    method: 'GET',
    path: '/api/setup/status',
    access: 'public',
    handler: 'setup/get-setup-status',
    table: ['GetItem'],
    leadingKeys: ['SYSTEM'],
  },
  {
    method: 'POST',
    path: '/api/setup',
    access: 'public',
    handler: 'setup/create-super-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    handler: 'auth/sign-up-student',
    table: ['PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['RATE#*', 'STUDENT#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
    uses: ['ses'],
    throttle: 'form',
  },
  {
    method: 'POST',
    path: '/api/webhooks/calendly',
    access: 'public',
    handler: 'webhooks/receive-calendly-event',
    table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: ['BOOKING#*', 'COURSE#*', 'EVENT#*', 'LEDGER#*', 'NOTICE#*', 'STUDENT#*', 'SYSTEM', 'UNMATCHED#*'],
    uses: ['ses', 'secrets'],
    throttle: 'webhook',
  },
  {
    method: 'GET',
    path: '/api/me',
    access: 'signed_in',
    handler: 'me/get-me',
    table: ['GetItem'],
    leadingKeys: ['STUDENT#*'],
  },
  {
    method: 'PUT',
    path: '/api/me/profile',
    access: 'student',
    handler: 'me/update-profile',
    table: ['UpdateItem'],
    leadingKeys: ['STUDENT#*'],
  },
  {
    method: 'GET',
    path: '/api/me/dashboard',
    access: 'student',
    handler: 'me/get-dashboard',
    table: ['BatchGetItem', 'Query'],
  },
  {
    method: 'GET',
    path: '/api/me/courses/{courseId}',
    access: 'student',
    handler: 'me/get-my-course',
    table: ['GetItem'],
    leadingKeys: ['COURSE#*', 'STUDENT#*'],
    uses: ['secrets'],
  },
  {
    method: 'GET',
    path: '/api/me/certificates',
    access: 'student',
    handler: 'me/list-my-certificates',
    table: ['Query'],
  },
  {
    method: 'POST',
    path: '/api/me/refund-requests',
    access: 'student',
    handler: 'me/create-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['REFUND#*', 'REQUEST#*', 'STUDENT#*'],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/me/package-requests',
    access: 'student',
    handler: 'me/create-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['COURSE#*', 'PACKAGE#*', 'REQUEST#*', 'STUDENT#*', 'SYSTEM'],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/package-requests/{requestId}/approve',
    access: 'admin',
    handler: 'admin-requests/approve-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ADMIN#*',
      'ACTIVITY',
      'COURSE#*',
      'LEDGER#*',
      'PACKAGE#*',
      'REQUEST#*',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
    ],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/package-requests/{requestId}/reject',
    access: 'admin',
    handler: 'admin-requests/reject-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'REQUEST#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
    uses: ['ses'],
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    handler: 'admin-dashboard/get-dashboard',
    table: ['GetItem'],
    leadingKeys: ['ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
  },
  {
    method: 'GET',
    path: '/api/admin/activity',
    access: 'admin',
    handler: 'admin-activity/list-activity',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  {
    method: 'GET',
    path: '/api/admin/leads',
    access: 'admin',
    handler: 'admin-leads/list-leads',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'GET',
    path: '/api/admin/leads/export',
    access: 'admin',
    handler: 'admin-leads/export-leads',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'PATCH',
    path: '/api/admin/leads/{leadId}',
    access: 'admin',
    handler: 'admin-leads/update-lead',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'LEAD#*', 'SESSIONS#*', 'SYSTEM'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/leads/{leadId}',
    access: 'super_admin',
    handler: 'admin-leads/delete-lead',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'LEAD#*', 'SESSIONS#*', 'SYSTEM'],
  },
  {
    method: 'GET',
    path: '/api/admin/students',
    access: 'admin',
    handler: 'admin-students/list-students',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/students',
    access: 'admin',
    handler: 'admin-students/add-student',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser'],
    uses: ['ses'],
  },
  {
    method: 'GET',
    path: '/api/admin/students/{studentId}',
    access: 'admin',
    handler: 'admin-students/get-student',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  {
    method: 'PATCH',
    path: '/api/admin/students/{studentId}',
    access: 'admin',
    handler: 'admin-students/update-student-status',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
  },
  {
    method: 'POST',
    path: '/api/admin/students/{studentId}/adjustments',
    access: 'admin',
    handler: 'admin-students/adjust-balance',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'LEDGER#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  {
    method: 'GET',
    path: '/api/admin/packages',
    access: 'admin',
    handler: 'admin-packages/list-packages',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/packages',
    access: 'admin',
    handler: 'admin-packages/create-package',
    table: ['GetItem', 'PutItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  {
    method: 'PUT',
    path: '/api/admin/packages/{packageId}',
    access: 'admin',
    handler: 'admin-packages/update-package',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/packages/{packageId}',
    access: 'admin',
    handler: 'admin-packages/delete-package',
    table: ['GetItem', 'PutItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  {
    method: 'POST',
    path: '/api/admin/students/{studentId}/certificates',
    access: 'admin',
    handler: 'admin-certificates/issue-certificate',
    table: ['GetItem', 'PutItem', 'ConditionCheckItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'CERTIFICATE#*', 'COURSE#*', 'SESSIONS#*', 'STUDENT#*'],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/certificates/{code}/revoke',
    access: 'super_admin',
    handler: 'admin-certificates/revoke-certificate',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'CERTIFICATE#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  {
    method: 'GET',
    path: '/api/admin/package-requests',
    access: 'admin',
    handler: 'admin-requests/list-package-requests',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  {
    method: 'GET',
    path: '/api/admin/refund-requests',
    access: 'admin',
    handler: 'admin-refunds/list-refund-requests',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/refund-requests/{refundId}/approve',
    access: 'admin',
    handler: 'admin-refunds/approve-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'LEDGER#*', 'REFUND#*', 'SESSIONS#*', 'STUDENT#*'],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/refund-requests/{refundId}/reject',
    access: 'admin',
    handler: 'admin-refunds/reject-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'REFUND#*', 'SESSIONS#*'],
    uses: ['ses'],
  },
  {
    method: 'GET',
    path: '/api/admin/bookings/unmatched',
    access: 'admin',
    handler: 'admin-bookings/list-unmatched-bookings',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/unmatched/{bookingId}/assign',
    access: 'admin',
    handler: 'admin-bookings/assign-unmatched-booking',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ADMIN#*',
      'ACTIVITY',
      'BOOKING#*',
      'COURSE#*',
      'EVENT#*',
      'LEDGER#*',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
      'UNMATCHED#*',
    ],
    uses: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/unmatched/{bookingId}/dismiss',
    access: 'admin',
    handler: 'admin-bookings/dismiss-unmatched-booking',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'SESSIONS#*', 'SYSTEM', 'UNMATCHED#*'],
  },
  {
    method: 'GET',
    path: '/api/admin/admins',
    access: 'super_admin',
    handler: 'admin-admins/list-admins',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/admins',
    access: 'super_admin',
    handler: 'admin-admins/create-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
  },
  {
    method: 'PATCH',
    path: '/api/admin/admins/{adminId}',
    access: 'super_admin',
    handler: 'admin-admins/update-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminUpdateUserAttributes'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/admins/{adminId}',
    access: 'super_admin',
    handler: 'admin-admins/delete-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminDeleteUser'],
  },
  {
    method: 'GET',
    path: '/api/admin/courses',
    access: 'admin',
    handler: 'admin-courses/list-courses',
    table: ['GetItem', 'Query'],
  },
  {
    method: 'POST',
    path: '/api/admin/courses',
    access: 'admin',
    handler: 'admin-courses/create-course',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
  {
    method: 'GET',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/get-course',
    table: ['GetItem', 'Query'],
    leadingKeys: ['ADMIN#*', 'COURSE#*', 'SESSIONS#*'],
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/update-course',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/{courseId}',
    access: 'admin',
    handler: 'admin-courses/delete-course',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
];

export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

export function findRoute(key: string): Route | undefined {
  return byKey.get(key);
}
