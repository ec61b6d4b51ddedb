import { contract, type Access, type RouteKey } from '@app/shared/http/contract';
import { splitRouteKey, type HttpMethod } from '@app/shared/http/route-key';

export type { Access, RouteKey };
export type Method = HttpMethod;

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
  | 'AdminGetUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

/** What the stack needs to run one operation of the HTTP contract. */
export interface RouteRow {
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
  /**
   * What else this operation needs: `mail` queues e-mail in the outbox (the mail's text names the
   * school's inbox and site; the outbox item is one of its table writes, `MAIL#*`), `ses` sends
   * mail itself, `secrets` reads the signing keys, `calendly` calls the scheduling service's API
   * with the connected account's token, `calendly_connect` also keeps a new token.
   */
  uses?: readonly ('mail' | 'ses' | 'secrets' | 'calendly' | 'calendly_connect')[];
  /**
   * How API Gateway throttles a public route: `form` for the forms people fill (a low ceiling),
   * `webhook` for the scheduling service's deliveries (bursts of retries must not be refused),
   * `render` for a public read that does real work per request (the certificate PDF).
   */
  throttle?: 'form' | 'webhook' | 'render';
}

/**
 * The route table: how each operation of the HTTP contract (its method, path, access level, body,
 * query and answer types live in the contract in shared/) runs. The CDK stack makes one Lambda and
 * one route per row, the local gateway serves the same rows; the type makes a missing or unknown
 * row fail `tsc`, so a new operation is one contract row, one row here and one handler file.
 */
const rows: { readonly [K in RouteKey]: RouteRow } = {
  'GET /api/courses': {
    handler: 'courses/list-published-courses',
    table: ['Query'],
  },
  'GET /api/courses/{courseId}': {
    handler: 'courses/get-published-course',
    table: ['Query'],
    leadingKeys: ['COURSE#*'],
  },
  'GET /api/tutors': {
    handler: 'tutors/list-public-tutors',
    table: ['Query'],
  },
  'GET /api/calendar/{feedToken}': {
    handler: 'calendar/get-calendar-feed',
    table: ['BatchGetItem', 'GetItem', 'Query'],
    // Each request reads up to four months of lessons: a public read with real work behind it.
    throttle: 'render',
  },
  'GET /api/certificates/{code}': {
    handler: 'certificates/get-certificate',
    table: ['GetItem'],
    leadingKeys: ['CERTIFICATE#*'],
  },
  'GET /api/certificates/{code}/pdf': {
    handler: 'certificates/get-certificate-pdf',
    table: ['GetItem'],
    leadingKeys: ['CERTIFICATE#*'],
    throttle: 'render',
  },
  'GET /api/packages': {
    handler: 'packages/list-active-packages',
    table: ['Query'],
  },
  'POST /api/leads': {
    handler: 'leads/create-lead',
    table: ['Query', 'PutItem', 'UpdateItem'],
    leadingKeys: ['COURSE#*', 'LEAD#*', 'MAIL#*', 'RATE#*', 'RETENTION#LEAD#*', 'SEARCH#*', 'SYSTEM'],
    uses: ['mail'],
    throttle: 'form',
  },
  'POST /api/contact': {
    handler: 'contact/send-contact-message',
    table: ['PutItem', 'UpdateItem'],
    leadingKeys: ['MAIL#*', 'RATE#*'],
    uses: ['mail'],
    throttle: 'form',
  },
  'GET /api/setup/status': {
    handler: 'setup/get-setup-status',
    table: ['GetItem'],
    leadingKeys: ['SYSTEM'],
  },
  'POST /api/setup': {
    handler: 'setup/create-super-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
    throttle: 'form',
  },
  'POST /api/auth/signup': {
    handler: 'auth/sign-up-student',
    table: ['PutItem', 'UpdateItem'],
    leadingKeys: ['CODE#*', 'MAIL#*', 'RATE#*', 'SIGNUP#*'],
    uses: ['mail'],
    cognito: ['AdminGetUser'],
    throttle: 'form',
  },
  'POST /api/auth/verification-code': {
    handler: 'auth/send-verification-code',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['CODE#*', 'MAIL#*', 'RATE#*', 'SIGNUP#*'],
    uses: ['mail'],
    throttle: 'form',
  },
  'POST /api/auth/verify-email': {
    handler: 'auth/verify-email',
    table: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACCOUNT#*', 'CODE#*', 'RATE#*', 'SEARCH#*', 'SIGNUP#*', 'STUDENT#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
    throttle: 'form',
  },
  'POST /api/auth/forgot-password': {
    handler: 'auth/request-password-reset',
    table: ['PutItem', 'UpdateItem'],
    leadingKeys: ['CODE#*', 'MAIL#*', 'RATE#*'],
    uses: ['mail'],
    cognito: ['AdminGetUser'],
    throttle: 'form',
  },
  'POST /api/auth/reset-password': {
    handler: 'auth/reset-password',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'CODE#*', 'RATE#*', 'SESSIONS#*', 'TUTOR#*'],
    cognito: ['AdminGetUser', 'AdminSetUserPassword', 'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    throttle: 'form',
  },
  'POST /api/webhooks/calendly': {
    handler: 'webhooks/receive-calendly-event',
    // The inbox record is its only write (and a retry's read of it); the inbox worker applies it.
    table: ['GetItem', 'PutItem'],
    leadingKeys: ['INBOX#*'],
    uses: ['secrets'],
    throttle: 'webhook',
  },
  'GET /api/me': {
    handler: 'me/get-me',
    table: ['BatchGetItem', 'GetItem', 'Query'],
    leadingKeys: ['ACCOUNT#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'PUT /api/me/profile': {
    handler: 'me/update-profile',
    table: ['GetItem', 'UpdateItem'],
    leadingKeys: ['SESSIONS#*', 'STUDENT#*'],
  },
  'POST /api/me/learners': {
    handler: 'me/add-learner',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
    leadingKeys: ['ACCOUNT#*', 'ACTIVITY', 'LEAD#*', 'SEARCH#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
  },
  'POST /api/me/learners/{learnerId}/removal': {
    handler: 'me/remove-learner',
    table: ['DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  },
  'GET /api/me/lessons': {
    handler: 'me/list-my-lessons',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/me/progress': {
    handler: 'me/get-my-progress',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/me/calendar-feed': {
    handler: 'me/get-my-calendar-feed',
    table: ['GetItem'],
    leadingKeys: ['ACCOUNT#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'POST /api/me/calendar-feed': {
    handler: 'me/create-my-calendar-feed',
    table: ['GetItem', 'PutItem', 'DeleteItem'],
    leadingKeys: ['ACCOUNT#*', 'FEED#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'POST /api/me/calendar-feed/revocation': {
    handler: 'me/revoke-my-calendar-feed',
    table: ['GetItem', 'DeleteItem'],
    leadingKeys: ['ACCOUNT#*', 'FEED#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'GET /api/tutor/lessons': {
    handler: 'tutor/list-my-tutor-lessons',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/tutor/lessons/{lessonId}': {
    handler: 'tutor/get-my-tutor-lesson',
    table: ['BatchGetItem', 'GetItem'],
    leadingKeys: ['BOOKING#*', 'COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'TUTOR#*'],
  },
  'POST /api/tutor/lessons/{lessonId}/attendance': {
    handler: 'tutor/record-tutor-attendance',
    // Tutor absent: the session goes back to its lot and balance, with its ledger entry and a mail.
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'BOOKING#*',
      'COURSE#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PCMD#*',
      'SESSIONS#*',
      'STUDENT#*',
      'TUTOR#*',
    ],
    uses: ['mail'],
  },
  'PUT /api/tutor/lessons/{lessonId}/note': {
    handler: 'tutor/write-tutor-note',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['BOOKING#*', 'COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'TUTOR#*'],
  },
  'GET /api/tutor/learners': {
    handler: 'tutor/list-my-learners',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/tutor/calendar-feed': {
    handler: 'tutor/get-tutor-calendar-feed',
    table: ['GetItem'],
    leadingKeys: ['SESSIONS#*', 'TUTOR#*'],
  },
  'POST /api/tutor/calendar-feed': {
    handler: 'tutor/create-tutor-calendar-feed',
    table: ['GetItem', 'PutItem', 'DeleteItem'],
    leadingKeys: ['FEED#*', 'SESSIONS#*', 'TUTOR#*'],
  },
  'POST /api/tutor/calendar-feed/revocation': {
    handler: 'tutor/revoke-tutor-calendar-feed',
    table: ['GetItem', 'DeleteItem'],
    leadingKeys: ['FEED#*', 'SESSIONS#*', 'TUTOR#*'],
  },
  'GET /api/me/dashboard': {
    handler: 'me/get-dashboard',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/me/courses/{courseId}': {
    handler: 'me/get-my-course',
    table: ['GetItem'],
    leadingKeys: ['COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'SCHEDULING'],
    uses: ['secrets'],
  },
  'POST /api/me/courses/{courseId}/booking-link': {
    handler: 'me/create-booking-link',
    // The course, the learner and their balance and links (minting one: the link, its count and a
    // check of the balance in one transaction), the account's mapping of the course.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: ['COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'SCHEDULING'],
    uses: ['secrets', 'calendly'],
  },
  'GET /api/me/certificates': {
    handler: 'me/list-my-certificates',
    table: ['GetItem', 'Query'],
  },
  'POST /api/me/refund-requests': {
    handler: 'me/create-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['MAIL#*', 'REFUND#*', 'REQUEST#*', 'SESSIONS#*', 'STUDENT#*'],
    uses: ['mail'],
  },
  'GET /api/me/export': {
    handler: 'me/export-my-data',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'POST /api/me/deletion': {
    handler: 'me/delete-my-account',
    table: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
    cognito: ['AdminDeleteUser'],
  },
  'POST /api/me/verification-code': {
    handler: 'me/send-my-verification-code',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['CODE#*', 'MAIL#*', 'RATE#*', 'SESSIONS#*'],
    uses: ['mail'],
    cognito: ['AdminGetUser'],
  },
  'POST /api/me/verify-email': {
    handler: 'me/verify-my-email',
    table: ['DeleteItem', 'GetItem', 'UpdateItem'],
    leadingKeys: ['CODE#*', 'RATE#*', 'SESSIONS#*'],
    cognito: ['AdminUpdateUserAttributes'],
  },
  'POST /api/me/package-requests': {
    handler: 'me/create-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['COURSE#*', 'MAIL#*', 'PACKAGE#*', 'REQUEST#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
    uses: ['mail'],
  },
  'POST /api/admin/package-requests/{requestId}/approve': {
    handler: 'admin-requests/approve-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    leadingKeys: [
      'ACTIVITY',
      'ADMIN#*',
      'COURSE#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PACKAGE#*',
      'REQUEST#*',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
    ],
    uses: ['mail'],
  },
  'POST /api/admin/package-requests/{requestId}/reject': {
    handler: 'admin-requests/reject-package-request',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'MAIL#*', 'PACKAGE#*', 'REQUEST#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
    uses: ['mail'],
  },
  'GET /api/admin/dashboard': {
    handler: 'admin-dashboard/get-dashboard',
    // COUNT queries of the pending refunds and new leads lists (gsi2): no leading-key limit then.
    table: ['GetItem', 'Query'],
  },
  'GET /api/admin/activity': {
    handler: 'admin-activity/list-activity',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'GET /api/admin/leads': {
    handler: 'admin-leads/list-leads',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'GET /api/admin/leads/export': {
    handler: 'admin-leads/export-leads',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'PATCH /api/admin/leads/{leadId}': {
    handler: 'admin-leads/update-lead',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'LEAD#*', 'RETENTION#LEAD#*', 'SEARCH#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'GET /api/admin/leads/{leadId}/notes': {
    handler: 'admin-leads/list-lead-notes',
    table: ['GetItem', 'Query'],
    leadingKeys: ['ADMIN#*', 'LEAD#*', 'SESSIONS#*'],
  },
  'DELETE /api/admin/leads/{leadId}': {
    handler: 'admin-leads/delete-lead',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'LEAD#*', 'RETENTION#LEAD#*', 'SEARCH#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'GET /api/admin/students': {
    handler: 'admin-students/list-students',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'POST /api/admin/students': {
    handler: 'admin-students/add-student',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ACCOUNT#*',
      'ACTIVITY',
      'ADMIN#*',
      'LEAD#*',
      'MAIL#*',
      'SEARCH#*',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
    ],
    uses: ['mail'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser'],
  },
  'POST /api/admin/students/{studentId}/family': {
    handler: 'admin-students/add-sibling',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
    leadingKeys: ['ACCOUNT#*', 'ACTIVITY', 'ADMIN#*', 'SEARCH#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
  },
  'GET /api/admin/students/{studentId}/progress': {
    handler: 'admin-students/get-student-progress',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/admin/tutors': {
    handler: 'admin-tutors/list-tutors',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/tutors': {
    handler: 'admin-tutors/create-tutor',
    table: ['GetItem', 'PutItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'TUTOR#*', 'TUTOR_EMAIL#*'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
  },
  'PUT /api/admin/tutors/{tutorId}': {
    handler: 'admin-tutors/update-tutor',
    // Made inactive: their sessions end and their calendar feed is deleted.
    table: ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'FEED#*', 'SESSIONS#*', 'TUTOR#*'],
    cognito: ['AdminUserGlobalSignOut'],
  },
  'GET /api/admin/courses/{courseId}/tutor': {
    handler: 'admin-tutors/get-course-tutor',
    table: ['GetItem'],
    leadingKeys: ['ADMIN#*', 'COURSE#*', 'SESSIONS#*'],
  },
  'PUT /api/admin/courses/{courseId}/tutor': {
    handler: 'admin-tutors/set-course-tutor',
    table: ['GetItem', 'PutItem', 'DeleteItem', 'ConditionCheckItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'COURSE#*', 'SESSIONS#*', 'TUTOR#*'],
  },
  'GET /api/admin/lessons': {
    handler: 'admin-lessons/list-lessons',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/admin/lessons/export': {
    handler: 'admin-lessons/export-lessons',
    table: ['BatchGetItem', 'GetItem', 'Query'],
  },
  'GET /api/admin/lessons/{lessonId}': {
    handler: 'admin-lessons/get-lesson',
    table: ['BatchGetItem', 'GetItem', 'Query'],
    leadingKeys: ['ADMIN#*', 'BOOKING#*', 'COURSE#*', 'LEDGER#*', 'SESSIONS#*', 'STUDENT#*', 'TUTOR#*'],
  },
  'POST /api/admin/lessons/{lessonId}/attendance': {
    handler: 'admin-lessons/record-attendance',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ACTIVITY',
      'ADMIN#*',
      'BOOKING#*',
      'COURSE#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PCMD#*',
      'SESSIONS#*',
      'STUDENT#*',
      'TUTOR#*',
    ],
    uses: ['mail'],
  },
  'PUT /api/admin/lessons/{lessonId}/note': {
    handler: 'admin-lessons/write-note',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'BOOKING#*', 'COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'TUTOR#*'],
  },
  'PUT /api/admin/lessons/{lessonId}/tutor': {
    handler: 'admin-lessons/assign-tutor',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'BOOKING#*', 'COURSE#*', 'SESSIONS#*', 'STUDENT#*', 'TUTOR#*'],
  },
  'POST /api/admin/lessons/{lessonId}/cancellation': {
    handler: 'admin-lessons/cancel-lesson',
    table: ['BatchGetItem', 'GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ACTIVITY',
      'ADMIN#*',
      'BOOKING#*',
      'COURSE#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PCMD#*',
      'SESSIONS#*',
      'STUDENT#*',
      'TUTOR#*',
    ],
    uses: ['mail'],
  },
  'GET /api/admin/students/{studentId}': {
    handler: 'admin-students/get-student',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'PATCH /api/admin/students/{studentId}': {
    handler: 'admin-students/update-student-status',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'SEARCH#*', 'SESSIONS#*', 'STUDENT#*', 'SYSTEM'],
  },
  'POST /api/admin/students/{studentId}/invitation': {
    handler: 'admin-students/resend-invitation',
    table: ['GetItem', 'PutItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'MAIL#*', 'SESSIONS#*', 'STUDENT#*'],
    cognito: ['AdminGetUser', 'AdminSetUserPassword'],
    uses: ['mail'],
  },
  'POST /api/admin/students/{studentId}/adjustments': {
    handler: 'admin-students/adjust-balance',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'LEDGER#*', 'MONEY', 'SESSIONS#*', 'STUDENT#*'],
  },
  'GET /api/admin/packages': {
    handler: 'admin-packages/list-packages',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/packages': {
    handler: 'admin-packages/create-package',
    table: ['GetItem', 'PutItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  'PUT /api/admin/packages/{packageId}': {
    handler: 'admin-packages/update-package',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  'DELETE /api/admin/packages/{packageId}': {
    handler: 'admin-packages/delete-package',
    table: ['GetItem', 'PutItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'PACKAGE#*', 'SESSIONS#*'],
  },
  'POST /api/admin/students/{studentId}/certificates': {
    handler: 'admin-certificates/issue-certificate',
    table: ['GetItem', 'Query', 'PutItem', 'ConditionCheckItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'CERTIFICATE#*', 'COURSE#*', 'LEDGER#*', 'MAIL#*', 'SESSIONS#*', 'STUDENT#*'],
    uses: ['mail'],
  },
  'POST /api/admin/certificates/{code}/revoke': {
    handler: 'admin-certificates/revoke-certificate',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'CERTIFICATE#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'GET /api/admin/package-requests': {
    handler: 'admin-requests/list-package-requests',
    table: ['GetItem', 'BatchGetItem', 'Query'],
  },
  'GET /api/admin/reports/money': {
    handler: 'admin-reports/get-money-report',
    // Two Queries of the MONEY partition and one BatchGetItem of the course titles.
    table: ['GetItem', 'Query', 'BatchGetItem'],
    leadingKeys: ['ADMIN#*', 'COURSE#*', 'MONEY', 'SESSIONS#*'],
  },
  'GET /api/admin/refund-requests': {
    handler: 'admin-refunds/list-refund-requests',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/refund-requests/{refundId}/approve': {
    handler: 'admin-refunds/approve-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'LEDGER#*', 'MAIL#*', 'MONEY', 'REFUND#*', 'SESSIONS#*', 'STUDENT#*'],
    uses: ['mail'],
  },
  'POST /api/admin/refund-requests/{refundId}/reject': {
    handler: 'admin-refunds/reject-refund-request',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'MAIL#*', 'REFUND#*', 'SESSIONS#*'],
    uses: ['mail'],
  },
  'GET /api/admin/bookings/unmatched': {
    handler: 'admin-bookings/list-unmatched-bookings',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/bookings/unmatched/{bookingId}/assign': {
    handler: 'admin-bookings/assign-unmatched-booking',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    leadingKeys: [
      'ADMIN#*',
      'ACTIVITY',
      'BOOKING#*',
      'COURSE#*',
      'EVENT#*',
      'LEDGER#*',
      'MONEY',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
      'TUTOR#*',
      'TUTOR_EMAIL#*',
      'UNMATCHED#*',
    ],
  },
  'POST /api/admin/bookings/unmatched/{bookingId}/dismiss': {
    handler: 'admin-bookings/dismiss-unmatched-booking',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'SESSIONS#*', 'SYSTEM', 'UNMATCHED#*'],
  },
  'GET /api/admin/scheduling': {
    handler: 'admin-scheduling/get-scheduling-settings',
    // The settings partition, the courses (gsi1) and the failed calls (gsi2).
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/scheduling/connection': {
    handler: 'admin-scheduling/connect-scheduling',
    table: ['GetItem', 'Query', 'PutItem'],
    uses: ['secrets', 'calendly', 'calendly_connect'],
  },
  'PUT /api/admin/scheduling/event-types': {
    handler: 'admin-scheduling/map-event-types',
    table: ['GetItem', 'Query', 'PutItem', 'DeleteItem'],
  },
  'PUT /api/admin/scheduling/policy': {
    handler: 'admin-scheduling/set-scheduling-policy',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
  },
  'POST /api/admin/scheduling/webhook': {
    handler: 'admin-scheduling/recreate-webhook',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    uses: ['secrets', 'calendly'],
  },
  'POST /api/admin/scheduling/reconciliation': {
    handler: 'admin-scheduling/run-reconciliation',
    // Applies what the webhook missed, as the inbox worker does, and mails the team about a webhook down.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: [
      'ACTIVITY',
      'ADMIN#*',
      'BOOKING#*',
      'COURSE#*',
      'EVENT#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PCMD#*',
      'SCHEDULING',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
      'TUTOR#*',
      'TUTOR_EMAIL#*',
      'UNMATCHED#*',
    ],
    uses: ['mail', 'secrets', 'calendly'],
  },
  'GET /api/admin/bookings/deliveries': {
    handler: 'admin-bookings/list-deliveries',
    table: ['GetItem', 'Query'],
  },
  'GET /api/admin/bookings/deliveries/{deliveryId}': {
    handler: 'admin-bookings/get-delivery',
    table: ['GetItem'],
    leadingKeys: ['ADMIN#*', 'INBOX#*', 'SESSIONS#*'],
  },
  'POST /api/admin/bookings/deliveries/{deliveryId}/link': {
    handler: 'admin-bookings/link-delivery',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'COURSE#*', 'INBOX#*', 'SESSIONS#*', 'STUDENT#*'],
  },
  'POST /api/admin/bookings/deliveries/{deliveryId}/process': {
    handler: 'admin-bookings/process-delivery',
    // What applying a booking event reads and writes (as the inbox worker does), and the team's activity entry.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    leadingKeys: [
      'ACTIVITY',
      'ADMIN#*',
      'BOOKING#*',
      'COURSE#*',
      'EVENT#*',
      'INBOX#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      // A booking beyond the balance: the course's booking mode, the call to cancel it at Calendly.
      'PCMD#*',
      'SCHEDULING',
      'SESSIONS#*',
      'STUDENT#*',
      'SYSTEM',
      'TUTOR#*',
      'TUTOR_EMAIL#*',
      'UNMATCHED#*',
    ],
    uses: ['mail', 'secrets'],
  },
  'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss': {
    handler: 'admin-bookings/dismiss-delivery',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'INBOX#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'GET /api/admin/admins': {
    handler: 'admin-admins/list-admins',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/admins': {
    handler: 'admin-admins/create-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminDeleteUser', 'AdminSetUserPassword'],
  },
  'PATCH /api/admin/admins/{adminId}': {
    handler: 'admin-admins/update-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
  },
  'DELETE /api/admin/admins/{adminId}': {
    handler: 'admin-admins/delete-admin',
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*', 'SYSTEM'],
    cognito: ['AdminDeleteUser'],
  },
  'POST /api/admin/me/two-factor': {
    handler: 'admin-admins/record-two-factor',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'SESSIONS#*'],
    cognito: ['AdminGetUser'],
  },
  'POST /api/admin/students/{studentId}/deletion': {
    handler: 'admin-students/delete-student-account',
    table: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
    cognito: ['AdminDeleteUser'],
  },
  'POST /api/admin/admins/{adminId}/password-reset': {
    handler: 'admin-admins/send-password-reset',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'CODE#*', 'MAIL#*', 'RATE#*', 'SESSIONS#*'],
    uses: ['mail'],
  },
  'GET /api/admin/courses': {
    handler: 'admin-courses/list-courses',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/courses': {
    handler: 'admin-courses/create-course',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'GET /api/admin/courses/{courseId}': {
    handler: 'admin-courses/get-course',
    table: ['GetItem', 'Query'],
    leadingKeys: ['ADMIN#*', 'COURSE#*', 'SESSIONS#*'],
  },
  'PUT /api/admin/courses/{courseId}': {
    handler: 'admin-courses/update-course',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'DELETE /api/admin/courses/{courseId}': {
    handler: 'admin-courses/delete-course',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    leadingKeys: ['ADMIN#*', 'ACTIVITY', 'COURSE#*', 'SESSIONS#*', 'SYSTEM'],
  },
  'GET /api/admin/mail/failed': {
    handler: 'admin-mail/list-failed-mail',
    table: ['GetItem', 'Query'],
  },
  'POST /api/admin/mail/{mailId}/resend': {
    handler: 'admin-mail/resend-mail',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    leadingKeys: ['ACTIVITY', 'ADMIN#*', 'MAIL#*', 'SESSIONS#*'],
  },
};

/** A row with its method, path and access level, as the stack and the local gateway read it. */
export interface Route extends RouteRow {
  key: RouteKey;
  method: HttpMethod;
  path: string;
  access: Access;
}

export const routes: readonly Route[] = Object.entries(rows).map(([key, row]) => ({
  key: key as RouteKey,
  ...splitRouteKey(key),
  access: contract[key as RouteKey].access,
  ...row,
}));

export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

const byKey = new Map<string, Route>(routes.map((route) => [route.key, route]));

export function findRoute(key: string): Route | undefined {
  return byKey.get(key);
}
