import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@app/shared/site/catalogue-source';
import { apiCall } from './api-client';
import { publishedCoursesKey } from './query-keys';

/**
 * GET /api/courses: the published courses of every level, up to `CATALOGUE_PAGE_SIZE`, under the
 * one key the courses page, the package picker and the server's rendering of /courses share.
 */
export const publishedCoursesQuery = () =>
  queryOptions({
    queryKey: publishedCoursesKey,
    queryFn: () => apiCall('GET /api/courses', { query: { limit: CATALOGUE_PAGE_SIZE } }),
  });
