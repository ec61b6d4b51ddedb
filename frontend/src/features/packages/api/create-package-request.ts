import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageRequestInput } from '@app/shared/requests/schemas';
import { apiCall } from '../../../lib/api-client';
import { studentDataKey } from '../../../lib/query-keys';

/** POST /api/me/package-requests: asks the team for a package; it waits there until paid and approved. */
export const createPackageRequest = (input: PackageRequestInput) =>
  apiCall('POST /api/me/package-requests', { body: input });

/** The dashboard lists the requests: its data is refreshed. */
export function useCreatePackageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackageRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentDataKey }),
  });
}
