import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, wholeCatalogue } from '@app/shared/site/catalogue-source';
import { apiCall } from './api-client';
import { publishedCoursesKey } from './query-keys';

/**
 * GET /api/courses: every published course, of every level (page after page), under the one key
 * the courses page, the package picker and the server's rendering of /courses share.
 */
export const publishedCoursesQuery = () =>
  queryOptions({
    queryKey: publishedCoursesKey,
    queryFn: () =>
      wholeCatalogue((cursor) => apiCall('GET /api/courses', { query: { limit: CATALOGUE_PAGE_SIZE, cursor } })),
  });
