import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/tutors: the About page's team (the active tutors shown there), fetched in the browser. */
export function usePublicTutors() {
  return useQuery({
    queryKey: ['tutors', 'public'],
    queryFn: () => apiCall('GET /api/tutors').then((answer) => answer.items),
  });
}
