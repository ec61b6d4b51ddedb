import { useMutation } from '@tanstack/react-query';
import type { AddStudentInput } from '@app/shared/admin/students';
import { apiCall } from '../../../lib/api-client';
import { useInvalidateAdmin } from '../../../lib/admin-queries';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/students: creates the account and e-mails an invitation (409 when the e-mail is taken). */
export const addStudent = (input: AddStudentInput) => apiCall('POST /api/admin/students', { body: input });

export function useAddStudent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: addStudent,
    onSuccess: (_student, input) => {
      void invalidate(adminKeys.students);
      // Made from a lead: the lead now links to the account.
      if (input.leadId) void invalidate(adminKeys.leads);
    },
  });
}
