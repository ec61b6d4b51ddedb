import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CoursesPage } from '../../features/courses/components/courses-page';
import { publishedCoursesKey } from '../../lib/query-keys';
import { dehydratedAnswer } from '../build/dehydrated-answer';
import { catalogueOf } from '../build/prerender-api';
import { pageMeta, WithRouteMeta } from '../meta';

interface CoursesData {
  /** The catalogue as the server read it, for the page's query cache; null without. */
  catalogue: DehydratedState | null;
}

/**
 * Server only (the page function; a build with PRERENDER_API): the HTML lists the published
 * courses. Without a source the page loads the list in the browser.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<CoursesData> {
  const source = catalogueOf(context);
  if (!source) return { catalogue: null };
  // The key and answer of the courses page's own query (usePublishedCourses, all levels).
  return { catalogue: dehydratedAnswer(publishedCoursesKey, await source.publishedCourses()) };
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
