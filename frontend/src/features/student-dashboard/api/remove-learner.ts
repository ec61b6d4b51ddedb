import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveLearnerInput } from '@app/shared/students/learners';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { learnerDataKey, studentDataKey } from '../../../lib/query-keys';

/** POST /api/me/learners/{learnerId}/removal, confirmed by the learner's name typed. */
export const removeLearner = (learnerId: string, input: RemoveLearnerInput) =>
  apiCall('POST /api/me/learners/{learnerId}/removal', { params: { learnerId }, body: input });

/**
 * Once removed, the account is read again (its learners), the learner's cached reads are dropped
 * and the others' refreshed.
 */
export function useRemoveLearner() {
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  return useMutation({
    mutationFn: ({ learnerId, input }: { learnerId: string; input: RemoveLearnerInput }) =>
      removeLearner(learnerId, input),
    onSuccess: async (_answer, { learnerId }) => {
      await reload();
      queryClient.removeQueries({ queryKey: learnerDataKey(learnerId) });
      void queryClient.invalidateQueries({ queryKey: studentDataKey });
    },
  });
}
