/**
 * Every query of the signed-in student's own data (dashboard, course balances) starts with this
 * key, so whatever changes them (a booking, a package request, a saved profile) can refresh them
 * all without knowing which feature reads which.
 */
export const studentDataKey = ['me'] as const;

/**
 * One learner's reads (dashboard, certificates, a course's balance) are keyed by whose they are,
 * so switching learners never shows one child's data under another's name. `undefined`: the
 * account's first learner, before the account is known.
 */
export const learnerDataKey = (learnerId: string | undefined) =>
  [...studentDataKey, 'learner', learnerId ?? 'first'] as const;

/**
 * The published catalogue, all levels (`GET /api/courses?limit=100`): the courses page, the
 * package picker and the server's rendering of /courses share this one cached answer.
 */
export const publishedCoursesKey = ['courses', 'published', 'all'] as const;

/**
 * The roots of the back office's queries. A change made on one admin screen refreshes what it
 * affects on the others (approving a request changes the dashboard, the student and the activity)
 * through these keys, without one feature importing another.
 */
export const adminKeys = {
  dashboard: ['admin-dashboard'],
  activity: ['admin-activity'],
  leads: ['admin-leads'],
  students: ['admin-students'],
  /** Shared with the existing course screens: saving a course refreshes every course list. */
  courses: ['admin-courses'],
  packages: ['admin-packages'],
  requests: ['admin-package-requests'],
  bookings: ['admin-bookings'],
  /** The scheduling account's settings: connection, event types, policy, webhook, calendar checks. */
  scheduling: ['admin-scheduling'],
  mail: ['admin-mail'],
  /** The money report: sales, use and refunds move it. */
  money: ['admin-money'],
  admins: ['admin-admins'],
  /** Tutor accounts and each course's fallback tutor. */
  tutors: ['admin-tutors'],
  /** Lessons, their details and the learners' progress: attendance, notes and tutors move them. */
  lessons: ['admin-lessons'],
} as const;
