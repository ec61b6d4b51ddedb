import { useMutation } from '@tanstack/react-query';
import type { PackageUpdateInput } from '@app/shared/admin/packages';
import { isStaleSave } from '../../../lib/use-based-on';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatePackages } from './invalidate-packages';

/** PUT /api/admin/packages/{id}: the whole package (also how it is activated or deactivated), against the version read. */
export const updatePackage = (packageId: string, input: PackageUpdateInput) =>
  apiCall('PUT /api/admin/packages/{packageId}', { params: { packageId }, body: input });

export function useUpdatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId: string; input: PackageUpdateInput }) =>
      updatePackage(packageId, input),
    onSuccess: invalidate,
    // Someone else saved it: load their version (the dialog keeps what was typed).
    onError: (error) => {
      if (isStaleSave(error)) void invalidate();
    },
  });
}
