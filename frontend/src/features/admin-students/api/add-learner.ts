import { useMutation } from '@tanstack/react-query';
import type { AddSiblingInput } from '@app/shared/students/learners';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/students/{id}/family: a learner added to the same account as this student (201,
 * the new learner's profile, incomplete until the parent fills it in; 409 when the account already
 * holds a learner of that name, or is full).
 */
export const addLearner = (studentId: string, input: AddSiblingInput) =>
  apiCall('POST /api/admin/students/{studentId}/family', { params: { studentId }, body: input });

export function useAddLearner(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: AddSiblingInput) => addLearner(studentId, input),
    // Refused too (someone added them meanwhile): the family shows what is true now.
    onSettled: () => invalidate(adminKeys.students),
  });
}

/**
 * The same, for a student chosen in the form (Add Student, "Add to an existing family"): the
 * student is part of what is submitted rather than the page's.
 */
export function useAddLearnerToFamily() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ studentId, input }: { studentId: string; input: AddSiblingInput }) => addLearner(studentId, input),
    onSettled: () => invalidate(adminKeys.students),
  });
}
