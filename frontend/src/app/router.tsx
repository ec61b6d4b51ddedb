import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { HomePage } from '../features/home/home-page';
import { CoursesPage } from '../features/courses/components/courses-page';
import { CourseDetailPage } from '../features/courses/components/course-detail-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RouteFallback } from '../components/layout/route-fallback';

/** Back-office code loads only when someone opens /admin. */
const admin = {
  setup: () => import('../features/admin-auth/setup-page').then((m) => ({ Component: m.SetupPage })),
  login: () => import('../features/admin-auth/login-page').then((m) => ({ Component: m.LoginPage })),
  layout: () => import('../features/admin-layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
  dashboard: () =>
    import('../features/admin-dashboard/dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  courses: () =>
    import('../features/admin-courses/components/admin-courses-page').then((m) => ({ Component: m.AdminCoursesPage })),
};

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'courses', element: <CoursesPage /> },
      { path: 'courses/:courseId', element: <CourseDetailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
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
      { path: 'courses', lazy: admin.courses },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
