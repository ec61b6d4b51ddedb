import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentProfile, StudentProfileData } from '@app/shared/students/schemas';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { studentDataKey } from '../../../lib/query-keys';

/** PUT /api/me/profile: saves the answers and marks the intake completed. */
export const updateProfile = (input: StudentProfileData) =>
  api<StudentProfile>('/me/profile', { method: 'PUT', body: input });

/**
 * After saving, the signed-in account is read again (its `intakeCompleted` gates booking) and the
 * student's own queries, the dashboard among them, are refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: studentDataKey })]),
  });
}
