import { useMutation } from '@tanstack/react-query';
import type { AdjustmentInput } from '@app/shared/admin/students';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/students/{id}/adjustments: adds or removes sessions (409 below 0). */
export const adjustBalance = (studentId: string, input: AdjustmentInput) =>
  apiCall('POST /api/admin/students/{studentId}/adjustments', { params: { studentId }, body: input });

export function useAdjustBalance(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => adjustBalance(studentId, input),
    onSuccess: () => invalidate(adminKeys.students),
  });
}
