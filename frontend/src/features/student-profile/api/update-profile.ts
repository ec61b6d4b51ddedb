import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentProfileData } from '@app/shared/students/schemas';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { studentDataKey } from '../../../lib/query-keys';

/** PUT /api/me/profile: saves a learner's answers (`learnerId`; left out, the first) and marks the intake completed. */
export const updateProfile = (input: StudentProfileData & { learnerId?: string }) =>
  apiCall('PUT /api/me/profile', { body: input });

/**
 * After saving, the signed-in account is read again (its learners' `intakeCompleted` gates
 * booking) and the learners' own queries, the dashboard among them, are refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: studentDataKey })]),
  });
}
