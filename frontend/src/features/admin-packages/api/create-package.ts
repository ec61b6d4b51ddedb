import { useMutation } from '@tanstack/react-query';
import type { PackageInput } from '@app/shared/admin/packages';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatePackages } from './invalidate-packages';

/** POST /api/admin/packages */
export const createPackage = (input: PackageInput) => apiCall('POST /api/admin/packages', { body: input });

export function useCreatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: createPackage, onSuccess: invalidate });
}
