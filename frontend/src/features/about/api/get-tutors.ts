import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The key of the team's query; a build that reads the API seeds it (app/routes/about.tsx). */
export const PUBLIC_TUTORS_KEY = ['tutors', 'public'];

/** GET /api/tutors: the About page's team (the active tutors shown there). */
export function usePublicTutors() {
  return useQuery({
    queryKey: PUBLIC_TUTORS_KEY,
    queryFn: () => apiCall('GET /api/tutors').then((answer) => answer.items),
  });
}
