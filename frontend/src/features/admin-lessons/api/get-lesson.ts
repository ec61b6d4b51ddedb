import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/lessons/{id}: the lesson, its history and its ledger moves. */
export const getLesson = (lessonId: string) => apiCall('GET /api/admin/lessons/{lessonId}', { params: { lessonId } });

export const lessonQueryKey = (lessonId: string) => [...adminKeys.lessons, 'detail', lessonId] as const;

export function useLesson(lessonId: string) {
  return useQuery({ queryKey: lessonQueryKey(lessonId), queryFn: () => getLesson(lessonId) });
}
