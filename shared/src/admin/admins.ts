import * as z from 'zod';
import { adminPasswordSchema, emailSchema } from '../auth/schemas';
import { changedMeanwhile, versionField } from '../http/versions';
import { singleLineText } from '../text';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminAccountMessages = {
  nameMin: 'Name must be at least 2 characters',
  passwordRequired: 'Password is required for new admins',
  passwordMin: 'Password must be at least 8 characters',
  role: 'Role must be admin or super_admin',
  emailTaken: 'An account with this email already exists',
  empty: 'No administrators found',
  confirmDelete: 'Are you sure?',
  createFailed: 'Failed to create admin',
  deleteFailed: 'Failed to delete admin',
  noneSelected: 'No admin selected',
  notFound: 'Admin not found',
  notSelf: 'You cannot delete or demote your own account.',
  superAdminUndeletable: 'A super admin account cannot be deleted.',
  lastSuperAdmin: 'The last super admin cannot be removed or demoted.',
  twoFactorRequired: 'Set up two-factor sign-in on Your account page before using the back office.',
  twoFactorNotSet: 'Two-factor sign-in is not set up for this account yet.',
  changedMeanwhile: changedMeanwhile('admin'),
} as const;

/** POST /api/admin/admins */
export const adminCreateSchema = z.strictObject({
  name: singleLineText(2, adminAccountMessages.nameMin, 100, 'Name must be at most 100 characters'),
  email: emailSchema,
  password: z
    .string({ error: adminAccountMessages.passwordRequired })
    .min(1, adminAccountMessages.passwordRequired)
    .pipe(adminPasswordSchema),
  role: z.enum(ADMIN_ROLES, { error: adminAccountMessages.role }),
});
export type AdminCreateInput = z.input<typeof adminCreateSchema>;

/** PATCH /api/admin/admins/{adminId}: the e-mail cannot change. */
export const adminUpdateSchema = z.strictObject({
  name: singleLineText(2, adminAccountMessages.nameMin, 100, 'Name must be at most 100 characters'),
  role: z.enum(ADMIN_ROLES, { error: adminAccountMessages.role }),
  version: versionField('admin'),
});
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;

/** POST /api/admin/me/two-factor: nothing to send; the server asks Cognito. */
export const twoFactorRecordSchema = z.strictObject({});

export interface AdminAccount {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
  status: 'active';
  createdAt: string;
  /** Whether the admin signs in with a one-time code from an authenticator app too (unset: no). */
  twoFactor?: boolean;
  /** Counts the saves of name and role: an edit names the version it read. */
  version: number;
}
