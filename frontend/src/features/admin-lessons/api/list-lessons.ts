import { useQuery } from '@tanstack/react-query';
import type { LessonsQuery } from '@app/shared/lessons/lessons';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/lessons: the lessons starting in the range (at most 62 days), narrowed by the filters. */
export const listLessons = (query: LessonsQuery) =>
  apiCall('GET /api/admin/lessons', { query }).then((answer) => answer.items);

export const lessonsQueryKey = (query: LessonsQuery) => [...adminKeys.lessons, 'list', query] as const;

/** `enabled`: false while the range cannot be asked for (the page says why instead). */
export function useLessons(query: LessonsQuery, enabled = true) {
  return useQuery({ queryKey: lessonsQueryKey(query), queryFn: () => listLessons(query), enabled });
}
