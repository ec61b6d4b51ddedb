import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LEVEL_LABELS, type Course } from '@app/shared/courses/schemas';
import { CourseDetailPage, CourseNotFound } from '../../features/courses/components/course-detail-page';
import { apiCall } from '../../lib/api-client';
import { dehydratedAnswer } from '../build/dehydrated-answer';
import { catalogueOf } from '../build/prerender-api';
import { pageMeta, WithRouteMeta } from '../meta';
import { getQueryClient } from '../query-client';
import { absoluteUrl, SCHOOL_NAME, SITE_URL } from '../site';

/**
 * /courses/:courseId. On the server (the page function, or a build with PRERENDER_API) `loader`
 * bakes the course into the page's HTML and query cache; in the browser, after a navigation,
 * `clientLoader` reads it from the live API.
 */
export interface CourseData {
  course: Course | null;
  /** Set by the server's loader when there is no such published course: the page says so at once. */
  notFound?: boolean;
  /** The course as the build read it, for the page's query cache. */
  dehydrated: DehydratedState | null;
}

/** The key of the course page's own query (usePublishedCourse). */
export const courseQueryKey = (courseId: string) => ['courses', 'detail', courseId];

/** Server only: the course from the caller's catalogue; none (Course Not Found) when unknown or unpublished. */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<CourseData> {
  const source = catalogueOf(context);
  if (!source) return { course: null, dehydrated: null };
  const course = await source.course(params.courseId ?? '');
  if (!course) return { course: null, dehydrated: null, notFound: true };
  return { course, dehydrated: dehydratedAnswer(courseQueryKey(course.id), course) };
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs): Promise<CourseData> {
  const courseId = params.courseId ?? '';
  try {
    const course = await getQueryClient().fetchQuery({
      queryKey: courseQueryKey(courseId),
      queryFn: () => apiCall('GET /api/courses/{courseId}', { params: { courseId } }),
    });
    return { course, dehydrated: null };
  } catch {
    // Unpublished or unknown: the page shows Course Not Found from its own query.
    return { course: null, dehydrated: null };
  }
}

export const meta: MetaFunction = ({ data }) => {
  const course = (data as CourseData | undefined)?.course;
  if (!course) {
    return pageMeta({
      title: 'Course Not Found',
      description: "The course you're looking for doesn't exist or is not published.",
      noindex: true,
    });
  }
  const path = `/courses/${course.id}`;
  return [
    ...pageMeta({
      title: course.title,
      description: course.shortDescription,
      path,
      image: course.coverPhoto || undefined,
    }),
    // A data block (type application/ld+json), not a script: browsers never run it, so CSP does not apply.
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: course.shortDescription,
        url: absoluteUrl(path),
        educationalLevel: LEVEL_LABELS[course.level],
        ...(course.coverPhoto ? { image: absoluteUrl(course.coverPhoto) } : {}),
        provider: { '@type': 'EducationalOrganization', name: SCHOOL_NAME, url: SITE_URL },
      },
    },
  ];
};

export default function CourseRoute() {
  const { dehydrated, notFound } = useLoaderData<CourseData>();
  if (notFound) {
    return (
      <WithRouteMeta>
        <CourseNotFound />
      </WithRouteMeta>
    );
  }
  return (
    <WithRouteMeta>
      <HydrationBoundary state={dehydrated ?? undefined}>
        <CourseDetailPage />
      </HydrationBoundary>
    </WithRouteMeta>
  );
}
