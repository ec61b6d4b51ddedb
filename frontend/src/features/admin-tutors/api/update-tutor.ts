import { useMutation } from '@tanstack/react-query';
import type { TutorUpdateInput } from '@app/shared/tutors/schemas';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';
import { isStaleSave } from '../../../lib/use-based-on';

/** PUT /api/admin/tutors/{id}: the profile and status, against the version read (the e-mail cannot change). */
export const updateTutor = (tutorId: string, input: TutorUpdateInput) =>
  apiCall('PUT /api/admin/tutors/{tutorId}', { params: { tutorId }, body: input });

/** A tutor's name shows on their lessons too: those are refreshed with the list. */
export function useUpdateTutor() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ tutorId, input }: { tutorId: string; input: TutorUpdateInput }) => updateTutor(tutorId, input),
    onSuccess: () => invalidate(adminKeys.tutors, adminKeys.lessons),
    onError: (error) => {
      if (isStaleSave(error)) void invalidate(adminKeys.tutors);
    },
  });
}
