import { useMutation } from '@tanstack/react-query';
import type { PackageInput } from '@app/shared/admin/packages';
import type { Package } from '@app/shared/packages/schemas';
import { api } from '../../../lib/api-client';
import { useInvalidatePackages } from './invalidate-packages';

/** POST /api/admin/packages */
export const createPackage = (input: PackageInput) => api<Package>('/admin/packages', { method: 'POST', body: input });

export function useCreatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: createPackage, onSuccess: invalidate });
}
