import type * as z from 'zod';
import type { ActivityPage } from '../admin/activity';
import { activityQuerySchema } from '../admin/activity';
import { adminCreateSchema, adminUpdateSchema, twoFactorRecordSchema, type AdminAccount } from '../admin/admins';
import {
  assignBookingSchema,
  dismissBookingSchema,
  unmatchedQuerySchema,
  type UnmatchedBooking,
} from '../admin/bookings';
import type { AdminDashboard } from '../admin/dashboard';
import {
  deliveryQuerySchema,
  dismissDeliverySchema,
  linkDeliverySchema,
  processDeliverySchema,
  type DeliveryState,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '../admin/deliveries';
import { failedMailQuerySchema, mailResendSchema, type FailedMail } from '../admin/mail';
import { adminLeadFilterSchema, type Lead, leadInputSchema } from '../leads/schemas';
import { leadExportQuerySchema, leadUpdateSchema, type AdminLead, type LeadNote } from '../admin/leads';
import { packageInputSchema, packageUpdateSchema } from '../admin/packages';
import { adminRequestFilterSchema, type AdminPackageRequest } from '../admin/requests';
import {
  addStudentSchema,
  adjustmentSchema,
  adminStudentFilterSchema,
  resendInvitationSchema,
  studentStatusSchema,
} from '../admin/students';
import type { StudentDetail } from '../admin/students';
import {
  accountEmailSchema,
  adminResetSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  myVerificationCodeSchema,
  myVerifyEmailSchema,
  type CodeSent,
} from '../auth/account-codes';
import { setupSchema, type Me, type SetupStatus } from '../auth/schemas';
import {
  certificateIssueSchema,
  certificateRevokeSchema,
  type Certificate,
  type PublicCertificate,
  type StudentCertificate,
} from '../certificates/schemas';
import { contactSchema } from '../contact/schemas';
import {
  adminCourseFilterSchema,
  courseInputSchema,
  courseLevelFilterSchema,
  courseUpdateSchema,
  type Course,
  type CourseSummary,
} from '../courses/schemas';
import type { Package } from '../packages/schemas';
import { refundApproveSchema, refundAskSchema, refundQuerySchema, type RefundRequest } from '../refunds/schemas';
import {
  approveRequestSchema,
  packageRequestInputSchema,
  rejectRequestSchema,
  type PackageRequest,
} from '../requests/schemas';
import { refundRejectSchema } from '../refunds/schemas';
import type { StudentCourse, StudentDashboard } from '../students/dashboard';
import { deleteAccountSchema, type MyDataExport } from '../students/my-data';
import { signupRequestSchema, type StudentProfile } from '../students/schemas';
import {
  addSiblingSchema,
  learnerInputSchema,
  learnerProfileSchema,
  learnerQuerySchema,
  removeLearnerSchema,
} from '../students/learners';
import type { Page } from './page';
import { moneyQuerySchema, type MoneyReport } from '../credits/money';
import {
  attendanceSchema,
  learnerFeedSchema,
  lessonNoteSchema,
  lessonsQuerySchema,
  lessonTutorSchema,
  myLessonsQuerySchema,
  schoolCancelSchema,
  tutorFeedSchema,
  tutorLessonsQuerySchema,
  type CalendarFeed,
  type LearnerProgress,
  type Lesson,
  type LessonDetail,
  type TutorLearner,
} from '../lessons/lessons';
import {
  courseTutorSchema,
  tutorCreateSchema,
  tutorUpdateSchema,
  type CourseTutor,
  type PublicTutor,
  type TutorAccount,
} from '../tutors/schemas';
import {
  bookingLinkSchema,
  connectSchema,
  emptyActionSchema,
  eventTypeMappingSchema,
  schedulingPolicySchema,
  type BookingLink,
  type ReconciliationResult,
  type SchedulingSettings,
} from '../scheduling/schemas';

/**
 * The HTTP contract: every operation of the API once, keyed by its route key (`METHOD /path`,
 * with `{name}` for each path parameter). Each row names who may call it, the zod schemas of its
 * body and query (the server parses with them; the browser's forms validate with the same ones),
 * and the type of its answer. The server's route table, its handlers and the browser's API client
 * are all typed from this object, so a path, a parameter or a field changed here (or on one side
 * only) fails the type check of the other side.
 */
export type Access = 'public' | 'signed_in' | 'student' | 'tutor' | 'admin' | 'super_admin';

declare const answerType: unique symbol;

/** A JSON answer of type T (a type only: nothing of T exists at run time). */
export interface Json<T> {
  readonly kind: 'json';
  readonly [answerType]?: T;
}
/** An answer with no body (204). */
export interface Empty {
  readonly kind: 'empty';
}
/** A file (CSV, PDF) rather than JSON. */
export interface FileAnswer {
  readonly kind: 'file';
}

const json = <T>(): Json<T> => ({ kind: 'json' });
const empty: Empty = { kind: 'empty' };
const file: FileAnswer = { kind: 'file' };

export interface Operation {
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  response: Json<unknown> | Empty | FileAnswer;
}

/**
 * What the scheduling webhook answers once the delivery is stored: its inbox id, the event it
 * names (when the body names one) and its state then (`received`: processing follows; a retry of a
 * delivery already stored answers with the state it has reached).
 */
export interface WebhookReceipt {
  deliveryId: string;
  event: string | null;
  state: DeliveryState;
}

export interface Items<T> {
  items: T[];
}

export const contract = {
  // Public pages
  'GET /api/courses': { access: 'public', query: courseLevelFilterSchema, response: json<Page<CourseSummary>>() },
  'GET /api/courses/{courseId}': { access: 'public', response: json<Course>() },
  'GET /api/certificates/{code}': { access: 'public', response: json<PublicCertificate>() },
  'GET /api/certificates/{code}/pdf': { access: 'public', response: file },
  'GET /api/packages': { access: 'public', response: json<Items<Package>>() },
  'POST /api/leads': { access: 'public', body: leadInputSchema, response: json<{ id: string }>() },
  'POST /api/contact': { access: 'public', body: contactSchema, response: json<{ sent: boolean }>() },
  'GET /api/setup/status': { access: 'public', response: json<SetupStatus>() },
  'POST /api/setup': { access: 'public', body: setupSchema, response: json<{ userId: string; email: string }>() },
  // Account security: each answers the same whatever the address (202 with the address given).
  'POST /api/auth/signup': { access: 'public', body: signupRequestSchema, response: json<CodeSent>() },
  'POST /api/auth/verification-code': { access: 'public', body: accountEmailSchema, response: json<CodeSent>() },
  'POST /api/auth/verify-email': { access: 'public', body: verifyEmailSchema, response: empty },
  'POST /api/auth/forgot-password': { access: 'public', body: accountEmailSchema, response: json<CodeSent>() },
  'POST /api/auth/reset-password': { access: 'public', body: resetPasswordSchema, response: empty },
  'POST /api/webhooks/calendly': { access: 'public', response: json<WebhookReceipt>() },
  // The About page's team: the active tutors shown there.
  'GET /api/tutors': { access: 'public', response: json<Items<PublicTutor>>() },
  // A calendar feed (text/calendar): the token is the secret; a revoked or unknown one is 404.
  'GET /api/calendar/{feedToken}': { access: 'public', response: file },

  // The signed-in student
  'GET /api/me': { access: 'signed_in', response: json<Me>() },
  // Each route about one learner names them (`learnerId`: query or body; left out, the account's
  // first learner) and passes the one check that the learner belongs to the caller's account.
  'PUT /api/me/profile': { access: 'student', body: learnerProfileSchema, response: json<StudentProfile>() },
  'GET /api/me/dashboard': { access: 'student', query: learnerQuerySchema, response: json<StudentDashboard>() },
  'GET /api/me/courses/{courseId}': {
    access: 'student',
    query: learnerQuerySchema,
    response: json<StudentCourse>(),
  },
  // A single-use booking link for one session of the course (or its scheduling page, when links
  // cannot be minted): a write, since it may mint one at the scheduling service.
  'POST /api/me/courses/{courseId}/booking-link': {
    access: 'student',
    body: bookingLinkSchema,
    response: json<BookingLink>(),
  },
  'GET /api/me/certificates': {
    access: 'student',
    query: learnerQuerySchema,
    response: json<Items<StudentCertificate>>(),
  },
  'POST /api/me/learners': { access: 'student', body: learnerInputSchema, response: json<StudentProfile>() },
  'POST /api/me/learners/{learnerId}/removal': { access: 'student', body: removeLearnerSchema, response: empty },
  'POST /api/me/refund-requests': { access: 'student', body: refundAskSchema, response: json<RefundRequest>() },
  'GET /api/me/export': { access: 'student', response: json<MyDataExport>() },
  'POST /api/me/deletion': { access: 'student', body: deleteAccountSchema, response: empty },
  'POST /api/me/verification-code': {
    access: 'student',
    body: myVerificationCodeSchema,
    response: json<CodeSent>(),
  },
  'POST /api/me/verify-email': { access: 'student', body: myVerifyEmailSchema, response: empty },
  'POST /api/me/package-requests': {
    access: 'student',
    body: packageRequestInputSchema,
    response: json<PackageRequest>(),
  },
  'GET /api/me/lessons': { access: 'student', query: myLessonsQuerySchema, response: json<Page<Lesson>>() },
  'GET /api/me/progress': { access: 'student', query: learnerQuerySchema, response: json<LearnerProgress>() },
  'GET /api/me/calendar-feed': { access: 'student', query: learnerQuerySchema, response: json<CalendarFeed>() },
  'POST /api/me/calendar-feed': { access: 'student', body: learnerFeedSchema, response: json<CalendarFeed>() },
  'POST /api/me/calendar-feed/revocation': { access: 'student', body: learnerFeedSchema, response: empty },

  // The tutor portal: a tutor's own lessons and learners only.
  'GET /api/tutor/lessons': { access: 'tutor', query: tutorLessonsQuerySchema, response: json<Items<Lesson>>() },
  'GET /api/tutor/lessons/{lessonId}': { access: 'tutor', response: json<Lesson>() },
  'POST /api/tutor/lessons/{lessonId}/attendance': {
    access: 'tutor',
    body: attendanceSchema,
    response: json<Lesson>(),
  },
  'PUT /api/tutor/lessons/{lessonId}/note': { access: 'tutor', body: lessonNoteSchema, response: json<Lesson>() },
  'GET /api/tutor/learners': { access: 'tutor', response: json<Items<TutorLearner>>() },
  'GET /api/tutor/calendar-feed': { access: 'tutor', response: json<CalendarFeed>() },
  'POST /api/tutor/calendar-feed': { access: 'tutor', body: tutorFeedSchema, response: json<CalendarFeed>() },
  'POST /api/tutor/calendar-feed/revocation': { access: 'tutor', body: tutorFeedSchema, response: empty },

  // Back office
  'POST /api/admin/package-requests/{requestId}/approve': {
    access: 'admin',
    body: approveRequestSchema,
    response: json<PackageRequest>(),
  },
  'POST /api/admin/package-requests/{requestId}/reject': {
    access: 'admin',
    body: rejectRequestSchema,
    response: json<PackageRequest>(),
  },
  'GET /api/admin/dashboard': { access: 'admin', response: json<AdminDashboard>() },
  'GET /api/admin/activity': { access: 'admin', query: activityQuerySchema, response: json<ActivityPage>() },
  'GET /api/admin/leads': { access: 'admin', query: adminLeadFilterSchema, response: json<Page<AdminLead>>() },
  'GET /api/admin/leads/export': { access: 'admin', query: leadExportQuerySchema, response: file },
  'PATCH /api/admin/leads/{leadId}': { access: 'admin', body: leadUpdateSchema, response: json<Lead>() },
  'GET /api/admin/leads/{leadId}/notes': { access: 'admin', response: json<Items<LeadNote>>() },
  'DELETE /api/admin/leads/{leadId}': { access: 'super_admin', response: empty },
  'GET /api/admin/students': {
    access: 'admin',
    query: adminStudentFilterSchema,
    response: json<Page<StudentProfile>>(),
  },
  'POST /api/admin/students': { access: 'admin', body: addStudentSchema, response: json<StudentProfile>() },
  'POST /api/admin/students/{studentId}/family': {
    access: 'admin',
    body: addSiblingSchema,
    response: json<StudentProfile>(),
  },
  'GET /api/admin/students/{studentId}': { access: 'admin', response: json<StudentDetail>() },
  'PATCH /api/admin/students/{studentId}': {
    access: 'admin',
    body: studentStatusSchema,
    response: json<StudentProfile>(),
  },
  'POST /api/admin/students/{studentId}/invitation': {
    access: 'admin',
    body: resendInvitationSchema,
    response: json<{ sent: boolean }>(),
  },
  'POST /api/admin/students/{studentId}/adjustments': {
    access: 'admin',
    body: adjustmentSchema,
    response: json<{ sessionsRemaining: number }>(),
  },
  'GET /api/admin/packages': { access: 'admin', response: json<Items<Package>>() },
  'POST /api/admin/packages': { access: 'admin', body: packageInputSchema, response: json<Package>() },
  'PUT /api/admin/packages/{packageId}': { access: 'admin', body: packageUpdateSchema, response: json<Package>() },
  'DELETE /api/admin/packages/{packageId}': { access: 'admin', response: empty },
  'POST /api/admin/students/{studentId}/certificates': {
    access: 'admin',
    body: certificateIssueSchema,
    response: json<Certificate>(),
  },
  'POST /api/admin/certificates/{code}/revoke': {
    access: 'super_admin',
    body: certificateRevokeSchema,
    response: json<Certificate>(),
  },
  'GET /api/admin/package-requests': {
    access: 'admin',
    query: adminRequestFilterSchema,
    response: json<Page<AdminPackageRequest>>(),
  },
  'GET /api/admin/reports/money': {
    access: 'admin',
    query: moneyQuerySchema,
    response: json<MoneyReport>(),
  },
  'GET /api/admin/refund-requests': {
    access: 'admin',
    query: refundQuerySchema,
    response: json<Page<RefundRequest>>(),
  },
  'POST /api/admin/refund-requests/{refundId}/approve': {
    access: 'admin',
    body: refundApproveSchema,
    response: json<RefundRequest>(),
  },
  'POST /api/admin/refund-requests/{refundId}/reject': {
    access: 'admin',
    body: refundRejectSchema,
    response: json<RefundRequest>(),
  },
  'GET /api/admin/bookings/unmatched': {
    access: 'admin',
    query: unmatchedQuerySchema,
    response: json<Page<UnmatchedBooking>>(),
  },
  'POST /api/admin/bookings/unmatched/{bookingId}/assign': {
    access: 'admin',
    body: assignBookingSchema,
    response: json<{ assigned: boolean; bookingId: string; studentName: string; sessionsRemaining: number }>(),
  },
  'POST /api/admin/bookings/unmatched/{bookingId}/dismiss': {
    access: 'admin',
    body: dismissBookingSchema,
    response: json<{ dismissed: true }>(),
  },
  // The scheduling account: who is connected, how learners book, the webhook's state.
  'GET /api/admin/scheduling': { access: 'admin', response: json<SchedulingSettings>() },
  'POST /api/admin/scheduling/connection': {
    access: 'super_admin',
    body: connectSchema,
    response: json<SchedulingSettings>(),
  },
  'PUT /api/admin/scheduling/event-types': {
    access: 'super_admin',
    body: eventTypeMappingSchema,
    response: json<SchedulingSettings>(),
  },
  'PUT /api/admin/scheduling/policy': {
    access: 'super_admin',
    body: schedulingPolicySchema,
    response: json<SchedulingSettings>(),
  },
  'POST /api/admin/scheduling/webhook': {
    access: 'super_admin',
    body: emptyActionSchema,
    response: json<SchedulingSettings>(),
  },
  'POST /api/admin/scheduling/reconciliation': {
    access: 'admin',
    body: emptyActionSchema,
    response: json<ReconciliationResult>(),
  },
  'GET /api/admin/bookings/deliveries': {
    access: 'admin',
    query: deliveryQuerySchema,
    response: json<Page<WebhookDelivery>>(),
  },
  'GET /api/admin/bookings/deliveries/{deliveryId}': { access: 'admin', response: json<WebhookDeliveryDetail>() },
  'POST /api/admin/bookings/deliveries/{deliveryId}/link': {
    access: 'admin',
    body: linkDeliverySchema,
    response: json<WebhookDeliveryDetail>(),
  },
  'POST /api/admin/bookings/deliveries/{deliveryId}/process': {
    access: 'admin',
    body: processDeliverySchema,
    response: json<WebhookDeliveryDetail>(),
  },
  'POST /api/admin/bookings/deliveries/{deliveryId}/dismiss': {
    access: 'admin',
    body: dismissDeliverySchema,
    response: json<WebhookDeliveryDetail>(),
  },
  'GET /api/admin/admins': { access: 'super_admin', response: json<Items<AdminAccount>>() },
  'POST /api/admin/admins': { access: 'super_admin', body: adminCreateSchema, response: json<AdminAccount>() },
  'PATCH /api/admin/admins/{adminId}': {
    access: 'super_admin',
    body: adminUpdateSchema,
    response: json<AdminAccount>(),
  },
  'DELETE /api/admin/admins/{adminId}': { access: 'super_admin', response: empty },
  'POST /api/admin/me/two-factor': {
    access: 'admin',
    body: twoFactorRecordSchema,
    response: json<{ twoFactor: boolean }>(),
  },
  'POST /api/admin/students/{studentId}/deletion': { access: 'admin', body: deleteAccountSchema, response: empty },
  'POST /api/admin/admins/{adminId}/password-reset': {
    access: 'super_admin',
    body: adminResetSchema,
    response: json<CodeSent>(),
  },
  'GET /api/admin/courses': { access: 'admin', query: adminCourseFilterSchema, response: json<Page<CourseSummary>>() },
  'POST /api/admin/courses': { access: 'admin', body: courseInputSchema, response: json<Course>() },
  'GET /api/admin/courses/{courseId}': { access: 'admin', response: json<Course>() },
  'PUT /api/admin/courses/{courseId}': { access: 'admin', body: courseUpdateSchema, response: json<Course>() },
  'DELETE /api/admin/courses/{courseId}': { access: 'admin', response: empty },
  'GET /api/admin/tutors': { access: 'admin', response: json<Items<TutorAccount>>() },
  'POST /api/admin/tutors': { access: 'admin', body: tutorCreateSchema, response: json<TutorAccount>() },
  'PUT /api/admin/tutors/{tutorId}': { access: 'admin', body: tutorUpdateSchema, response: json<TutorAccount>() },
  'GET /api/admin/courses/{courseId}/tutor': { access: 'admin', response: json<CourseTutor>() },
  'PUT /api/admin/courses/{courseId}/tutor': {
    access: 'admin',
    body: courseTutorSchema,
    response: json<CourseTutor>(),
  },
  'GET /api/admin/lessons': { access: 'admin', query: lessonsQuerySchema, response: json<Items<Lesson>>() },
  'GET /api/admin/lessons/export': { access: 'admin', query: lessonsQuerySchema, response: file },
  'GET /api/admin/lessons/{lessonId}': { access: 'admin', response: json<LessonDetail>() },
  'POST /api/admin/lessons/{lessonId}/attendance': {
    access: 'admin',
    body: attendanceSchema,
    response: json<Lesson>(),
  },
  'PUT /api/admin/lessons/{lessonId}/note': { access: 'admin', body: lessonNoteSchema, response: json<Lesson>() },
  'PUT /api/admin/lessons/{lessonId}/tutor': { access: 'admin', body: lessonTutorSchema, response: json<Lesson>() },
  'POST /api/admin/lessons/{lessonId}/cancellation': {
    access: 'admin',
    body: schoolCancelSchema,
    response: json<Lesson>(),
  },
  'GET /api/admin/students/{studentId}/progress': { access: 'admin', response: json<LearnerProgress>() },
  'GET /api/admin/mail/failed': { access: 'admin', query: failedMailQuerySchema, response: json<Page<FailedMail>>() },
  'POST /api/admin/mail/{mailId}/resend': {
    access: 'admin',
    body: mailResendSchema,
    response: json<{ resent: boolean }>(),
  },
} as const satisfies Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, Operation>;

export type Contract = typeof contract;
export type RouteKey = keyof Contract;
export type Method = RouteKey extends `${infer M} ${string}` ? M : never;

/** `'courseId' | 'moduleId'` from `'GET /api/courses/{courseId}/modules/{moduleId}'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;
export type PathParams<K extends RouteKey> = { [Name in PathParamName<K>]: string };

type SchemaOf<K extends RouteKey, Part extends 'body' | 'query'> = Contract[K] extends { [P in Part]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What the server works with after parsing (defaults applied, text trimmed). */
export type BodyOf<K extends RouteKey> = [SchemaOf<K, 'body'>] extends [never]
  ? undefined
  : z.output<SchemaOf<K, 'body'>>;
export type QueryOf<K extends RouteKey> = [SchemaOf<K, 'query'>] extends [never]
  ? undefined
  : z.output<SchemaOf<K, 'query'>>;
/** What a caller sends, before parsing. */
export type BodyInput<K extends RouteKey> = [SchemaOf<K, 'body'>] extends [never]
  ? undefined
  : z.input<SchemaOf<K, 'body'>>;
type QueryValue<V> = [V] extends [string | undefined] ? V : string | number | undefined;
export type QueryInput<K extends RouteKey> = [SchemaOf<K, 'query'>] extends [never]
  ? undefined
  : { [Name in keyof z.input<SchemaOf<K, 'query'>>]?: QueryValue<z.input<SchemaOf<K, 'query'>>[Name]> };

/** The answer's body type: the JSON value, nothing (204), or a file. */
export type ResponseOf<K extends RouteKey> =
  Contract[K]['response'] extends Json<infer T> ? T : Contract[K]['response'] extends Empty ? void : Blob;
export type AccessOf<K extends RouteKey> = Contract[K]['access'];
export type JsonRouteKey = {
  [K in RouteKey]: Contract[K]['response'] extends Json<unknown> | Empty ? K : never;
}[RouteKey];
export type FileRouteKey = Exclude<RouteKey, JsonRouteKey>;
