import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupInput } from '@app/shared/auth/schemas';
import { apiCall } from '../../../lib/api-client';

/** GET /api/setup/status: open until the first super admin exists. */
export const getSetupStatus = () => apiCall('GET /api/setup/status');

export const setupStatusQueryKey = ['setup-status'] as const;

export const setupStatusQueryOptions = () => queryOptions({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus });

/** The login page offers the setup link only while setup is open (and not when the check fails). */
export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}

/** POST /api/setup: creates the first super admin. */
export const createSuperAdmin = (input: SetupInput) => apiCall('POST /api/setup', { body: input });
