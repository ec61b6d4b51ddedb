import { useMutation } from '@tanstack/react-query';
import type { TutorCreateInput } from '@app/shared/tutors/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/tutors: a tutor account with a temporary password they replace at first sign-in. */
export const createTutor = (input: TutorCreateInput) => apiCall('POST /api/admin/tutors', { body: input });

export function useCreateTutor() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createTutor, onSuccess: () => invalidate(adminKeys.tutors) });
}
