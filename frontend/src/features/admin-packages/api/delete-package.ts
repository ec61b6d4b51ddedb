import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatePackages } from './invalidate-packages';

/** DELETE /api/admin/packages/{id}; 409 while a pending request uses it. */
export const deletePackage = (packageId: string) =>
  apiCall('DELETE /api/admin/packages/{packageId}', { params: { packageId } });

export function useDeletePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: deletePackage, onSuccess: invalidate });
}
