import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { HomePage } from '../features/home/home-page';
import { CoursesPage } from '../features/courses/components/courses-page';
import { CourseDetailPage } from '../features/courses/components/course-detail-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RouteFallback } from '../components/layout/route-fallback';
import { AboutPage } from '../features/about/about-page';
import { ContactPage } from '../features/contact/contact-page';
import { IntakeFormPage } from '../features/intake/intake-form-page';
import { BookPage } from '../features/booking/book-page';
import { BookingConfirmedPage } from '../features/booking/booking-confirmed-page';

/** /intake is an older address of the intake form; keep its query. */
function IntakeRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/intake-form${search}`} replace />;
}

/** Back-office code loads only when someone opens /admin. */
const admin = {
  setup: () => import('../features/admin-auth/setup-page').then((m) => ({ Component: m.SetupPage })),
  login: () => import('../features/admin-auth/login-page').then((m) => ({ Component: m.LoginPage })),
  layout: () => import('../features/admin-layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  dashboard: () =>
    import('../features/admin-dashboard/dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  leads: () => import('../features/admin-leads/components/leads-page').then((m) => ({ Component: m.LeadsPage })),
  courses: () =>
    import('../features/admin-courses/components/admin-courses-page').then((m) => ({ Component: m.AdminCoursesPage })),
  students: () =>
    import('../features/admin-students/components/students-page').then((m) => ({ Component: m.StudentsPage })),
  student: () =>
    import('../features/admin-students/components/student-detail-page').then((m) => ({
      Component: m.StudentDetailPage,
    })),
  packages: () =>
    import('../features/admin-packages/components/packages-page').then((m) => ({ Component: m.PackagesPage })),
  requests: () =>
    import('../features/admin-requests/components/package-requests-page').then((m) => ({
      Component: m.PackageRequestsPage,
    })),
  bookings: () =>
    import('../features/admin-bookings/components/bookings-page').then((m) => ({ Component: m.BookingsPage })),
  activity: () => import('../features/admin-activity/activity-page').then((m) => ({ Component: m.ActivityPage })),
  superAdmin: () => import('../features/admin-layout/admin-guard').then((m) => ({ Component: m.SuperAdminOutlet })),
  admins: () => import('../features/admin-admins/components/admins-page').then((m) => ({ Component: m.AdminsPage })),
};

/** The student portal loads only when a student area page is opened; public pages never fetch it. */
const student = {
  auth: () => import('../features/student-auth/student-auth-page').then((m) => ({ Component: m.StudentAuthPage })),
  guard: () => import('../features/student-layout/student-guard').then((m) => ({ Component: m.StudentGuard })),
  dashboard: () =>
    import('../features/student-dashboard/dashboard-page').then((m) => ({ Component: m.StudentDashboardPage })),
  profile: () =>
    import('../features/student-profile/profile-form-page').then((m) => ({ Component: m.ProfileFormPage })),
  bookSession: () =>
    import('../features/book-session/book-session-page').then((m) => ({ Component: m.BookSessionPage })),
  packages: () => import('../features/packages/packages-page').then((m) => ({ Component: m.PackagesPage })),
};

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'courses', element: <CoursesPage /> },
      { path: 'courses/:courseId', element: <CourseDetailPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'intake-form', element: <IntakeFormPage /> },
      { path: 'intake', element: <IntakeRedirect /> },
      { path: 'book', element: <BookPage /> },
      { path: 'booking-confirmed', element: <BookingConfirmedPage /> },
      {
        // Students only (StudentGuard); inside the site layout, whose header then offers Dashboard and Logout.
        lazy: student.guard,
        children: [
          {
            path: 'student',
            children: [
              { index: true, element: <Navigate to="/student/dashboard" replace /> },
              { path: 'dashboard', lazy: student.dashboard },
              { path: 'intake-form', lazy: student.profile },
              { path: 'book-session/:courseId', lazy: student.bookSession },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: 'packages', lazy: student.packages },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: 'student-auth', lazy: student.auth, hydrateFallbackElement: <RouteFallback /> },
  { path: 'admin/setup', lazy: admin.setup, hydrateFallbackElement: <RouteFallback /> },
  { path: 'admin/login', lazy: admin.login, hydrateFallbackElement: <RouteFallback /> },
  {
    path: 'admin',
    lazy: admin.layout,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        index: true,
        lazy: () => import('../features/admin-layout/admin-index').then((m) => ({ Component: m.AdminIndex })),
      },
      { path: 'dashboard', lazy: admin.dashboard },
      { path: 'leads', lazy: admin.leads },
      { path: 'courses', lazy: admin.courses },
      { path: 'students', lazy: admin.students },
      { path: 'students/:studentId', lazy: admin.student },
      { path: 'packages', lazy: admin.packages },
      { path: 'package-requests', lazy: admin.requests },
      { path: 'bookings', lazy: admin.bookings },
      { path: 'activity', lazy: admin.activity },
      // Super admins only: others are sent home.
      { lazy: admin.superAdmin, children: [{ path: 'admins', lazy: admin.admins }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
