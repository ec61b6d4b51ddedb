import type { AdminAccount, AdminRole } from '@app/shared/admin/admins';
import type { Me } from '@app/shared/auth/schemas';

export const ROLE_LABELS: Record<AdminRole, string> = { super_admin: 'Super Admin', admin: 'Admin' };

export const isSelf = (account: AdminAccount, me: Pick<Me, 'userId' | 'email'>) =>
  account.id === me.userId || account.email.toLowerCase() === me.email.toLowerCase();

/** The server refuses to delete a super admin or yourself; the screen does not offer it. */
export const canDeleteAdmin = (account: AdminAccount, me: Pick<Me, 'userId' | 'email'>) =>
  account.role !== 'super_admin' && !isSelf(account, me);
