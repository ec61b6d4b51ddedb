import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { readCourse } from '../build/prerender-api';
import { courseQueryKey, type CourseData } from './course';

/**
 * /courses/:courseId when the build reads the catalogue (env PRERENDER_API): routes.ts picks this
 * module then, and react-router.config.ts prerenders every published course. React Router refuses
 * a `loader` on a route none of whose paths is prerendered, hence a module of its own.
 */
export { clientLoader, meta, default } from './course';

/** Build time only: the course baked into its page's HTML (and query cache). */
export async function loader({ params }: LoaderFunctionArgs): Promise<CourseData> {
  const course = await readCourse(params.courseId ?? '');
  const queryClient = new QueryClient();
  queryClient.setQueryData(courseQueryKey(course.id), course);
  return { course, dehydrated: dehydrate(queryClient) };
}
