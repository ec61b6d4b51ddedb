import { useMutation } from '@tanstack/react-query';
import type { AdjustmentInput } from '@app/shared/admin/students';
import { api } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/students/{id}/adjustments: adds or removes sessions (409 below 0). */
export const adjustBalance = (studentId: string, input: AdjustmentInput) =>
  api<{ sessionsRemaining: number }>(`/admin/students/${encodeURIComponent(studentId)}/adjustments`, {
    method: 'POST',
    body: input,
  });

export function useAdjustBalance(studentId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => adjustBalance(studentId, input),
    onSuccess: () => invalidate(adminKeys.students),
  });
}
