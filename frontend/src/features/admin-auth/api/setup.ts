import type { SetupInput, SetupStatus } from '@app/shared/auth/schemas';
import { api } from '../../../lib/api-client';

export const getSetupStatus = () => api<SetupStatus>('/setup/status');
export const createSuperAdmin = (input: SetupInput) =>
  api<{ userId: string; email: string }>('/setup', { method: 'POST', body: input });
