import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tutorKeys } from '../query-keys';

/** GET /api/tutor/learners: the learners the tutor teaches. */
export function useTutorLearners() {
  return useQuery({
    queryKey: tutorKeys.learners,
    queryFn: () => apiCall('GET /api/tutor/learners').then((answer) => answer.items),
  });
}
