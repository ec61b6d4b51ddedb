import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageRequest, PackageRequestInput } from '@app/shared/requests/schemas';
import { api } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** POST /api/me/package-requests: asks the team for a package; it waits there until paid and approved. */
export const createPackageRequest = (input: PackageRequestInput) =>
  api<PackageRequest>('/me/package-requests', { method: 'POST', body: input });

/** The dashboard lists the requests: its data is refreshed. */
export function useCreatePackageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackageRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentDataKey }),
  });
}
