import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learnerMessages, type LearnerInput } from '@app/shared/students/learners';
import { ApiError, apiCall } from './api-client';
import { useAuth } from './auth';
import { studentDataKey } from './query-keys';

/** POST /api/me/learners: a learner on the signed-in account (answers of the profile form, or of an intake). */
export const addLearner = (input: LearnerInput) => apiCall('POST /api/me/learners', { body: input });

/**
 * The account is read again before the new learner is answered (its learners come with
 * GET /api/me), so the caller can make them the current learner at once.
 */
export function useAddLearner() {
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  return useMutation({
    mutationFn: addLearner,
    onSuccess: () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: studentDataKey })]),
  });
}

/** The refusal of a name already on the account (409): said under the name field. */
export const refusedName = (error: unknown) =>
  error instanceof ApiError && (Boolean(error.fields?.fullName) || error.message === learnerMessages.sameName);
