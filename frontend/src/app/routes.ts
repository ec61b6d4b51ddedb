import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page of the site (React Router framework mode; paths as before). Each module is its own
 * chunk: a public page loads neither the back office nor the student area. Which of these paths
 * are prerendered at build time: react-router.config.ts. Everything else is rendered in the
 * browser from the SPA fallback (__spa-fallback.html).
 */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('courses', 'routes/courses.tsx'),
    route('courses/:courseId', 'routes/course.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('intake-form', 'routes/intake-form.tsx'),
    route('intake', 'routes/intake-redirect.tsx'),
    route('book', 'routes/book.tsx'),
    route('booking-confirmed', 'routes/booking-confirmed.tsx'),
    // Public verification of a certificate of completion (not prerendered: one page per code).
    route('certificates/:code', 'routes/certificate.tsx'),
    // Students only (StudentGuard); inside the site layout, whose header then offers Dashboard and Logout.
    layout('routes/student/guard.tsx', [
      route('student', 'routes/student/index.tsx'),
      route('student/dashboard', 'routes/student/dashboard.tsx'),
      route('student/intake-form', 'routes/student/profile.tsx'),
      route('student/account', 'routes/student/account.tsx'),
      route('student/book-session/:courseId', 'routes/student/book-session.tsx'),
      route('student/lessons', 'routes/student/lessons.tsx'),
      route('student/progress', 'routes/student/progress.tsx'),
      route('student/*', 'routes/not-found.tsx', { id: 'routes/student/not-found' }),
      route('packages', 'routes/student/packages.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('student-auth', 'routes/student/auth.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  // The tutor portal: tutors only (its layout's guard), with its own bar.
  route('tutor/login', 'routes/tutor/login.tsx'),
  route('tutor', 'routes/tutor/layout.tsx', [
    index('routes/tutor/index.tsx'),
    route('lessons/:lessonId', 'routes/tutor/lesson.tsx'),
    route('learners', 'routes/tutor/learners.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'routes/tutor/not-found' }),
  ]),
  route('admin/setup', 'routes/admin/setup.tsx'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('courses', 'routes/admin/courses.tsx'),
    route('students', 'routes/admin/students.tsx'),
    route('students/:studentId', 'routes/admin/student.tsx'),
    route('students/:studentId/progress', 'routes/admin/student-progress.tsx'),
    route('lessons', 'routes/admin/lessons.tsx'),
    route('lessons/:lessonId', 'routes/admin/lesson.tsx'),
    route('tutors', 'routes/admin/tutors.tsx'),
    route('packages', 'routes/admin/packages.tsx'),
    route('package-requests', 'routes/admin/package-requests.tsx'),
    route('refund-requests', 'routes/admin/refund-requests.tsx'),
    route('money', 'routes/admin/money.tsx'),
    route('bookings', 'routes/admin/bookings.tsx'),
    route('scheduling', 'routes/admin/scheduling.tsx'),
    route('mail', 'routes/admin/mail.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('account', 'routes/admin/account.tsx'),
    // Super admins only: others are sent home.
    layout('routes/admin/super-admin.tsx', [route('admins', 'routes/admin/admins.tsx')]),
    route('*', 'routes/not-found.tsx', { id: 'routes/admin/not-found' }),
  ]),
] satisfies RouteConfig;
