import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/tutors: every tutor account, by name. */
export const listTutors = () => apiCall('GET /api/admin/tutors').then((answer) => answer.items);

export const tutorsQueryKey = [...adminKeys.tutors, 'list'] as const;

export const tutorsQueryOptions = () => queryOptions({ queryKey: tutorsQueryKey, queryFn: listTutors });

export function useTutors() {
  return useQuery(tutorsQueryOptions());
}
