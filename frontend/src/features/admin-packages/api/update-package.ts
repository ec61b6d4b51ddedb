import { useMutation } from '@tanstack/react-query';
import type { PackageInput } from '@app/shared/admin/packages';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatePackages } from './invalidate-packages';

/** PUT /api/admin/packages/{id}: the whole package (also how it is activated or deactivated). */
export const updatePackage = (packageId: string, input: PackageInput) =>
  apiCall('PUT /api/admin/packages/{packageId}', { params: { packageId }, body: input });

export function useUpdatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId: string; input: PackageInput }) => updatePackage(packageId, input),
    onSuccess: invalidate,
  });
}
