import type { AdminAccount } from '@app/shared/admin/admins';
import * as Admin from '../../db/entities/admin';

/** Every admin account, for the super admins' list (their stored profiles: no Cognito call). */
export const list = (): Promise<AdminAccount[]> => Admin.queryAll();
