import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type MetaFunction } from 'react-router';
import { CoursesPage } from '../../features/courses/components/courses-page';
import { prerenderApi, readCourseListPage } from '../build/prerender-api';
import { pageMeta, WithRouteMeta } from '../meta';

interface CoursesData {
  /** The catalogue as the build read it (env PRERENDER_API), for the page's query cache; null without. */
  catalogue: DehydratedState | null;
}

/**
 * Runs at build time only (prerendering; ssr is off): with PRERENDER_API the prerendered HTML lists
 * the published courses. In the browser the list is stale at once and refetched, so a course
 * published after the build shows as soon as the page has loaded.
 */
export async function loader(): Promise<CoursesData> {
  if (!prerenderApi()) return { catalogue: null };
  const queryClient = new QueryClient();
  // The key and answer of the courses page's own query (usePublishedCourses, all levels).
  queryClient.setQueryData(['courses', 'published', 'all'], await readCourseListPage());
  return { catalogue: dehydrate(queryClient) };
}

/** Navigations in the browser: the page's own query loads the list (never the build's .data file). */
export function clientLoader(): CoursesData {
  return { catalogue: null };
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Courses',
    description: 'Arabic and Quran courses for every level: beginner, intermediate and advanced.',
    path: '/courses',
  });

export default function Courses() {
  const { catalogue } = useLoaderData<CoursesData>();
  return (
    <WithRouteMeta>
      <HydrationBoundary state={catalogue ?? undefined}>
        <CoursesPage />
      </HydrationBoundary>
    </WithRouteMeta>
  );
}
