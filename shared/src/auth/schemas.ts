import * as z from 'zod';
import { singleLineText } from '../text';
import type { StudentProfile } from '../students/schemas';
import type { AccountHolder } from '../students/learners';

export const ROLES = ['student', 'tutor', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const authMessages = {
  invalidEmail: 'Invalid email address',
  adminPasswordMin: 'Password must be at least 6 characters',
  setupPasswordMin: 'Password must be at least 8 characters',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  accessDenied: "You don't have admin access",
  setupClosed: 'A super admin already exists. Please log in instead.',
  setupCodeRequired: 'Enter the setup code',
  setupCodeWrong: 'That setup code is not right. Check it and try again.',
  emailTaken: 'An account with this email already exists',
} as const;

export const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email(authMessages.invalidEmail).max(254, authMessages.invalidEmail));

/** /admin/login form. */
export const adminLoginSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: authMessages.adminPasswordMin })
    .min(6, authMessages.adminPasswordMin)
    .max(256, 'Password must be at most 256 characters'),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The back office's password rule, as every password field's hint says it. */
export const ADMIN_PASSWORD_RULE = 'At least 8 characters, with upper- and lower-case letters and a digit';

/**
 * The password of an account that can run the back office: at least 8 characters mixing upper-
 * and lower-case letters and a digit (students keep the portal's minimum of 6).
 */
export const adminPasswordSchema = z
  .string({ error: authMessages.setupPasswordMin })
  .min(8, { message: authMessages.setupPasswordMin, abort: true })
  .max(256, { message: 'Password must be at most 256 characters', abort: true })
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: 'Password must mix upper- and lower-case letters and a digit',
  })
  .refine((value) => value.trim() === value, 'Password cannot start or end with a space');

/** /admin/setup form and POST /api/setup body. */
export const setupSchema = z.strictObject({
  fullName: singleLineText(2, authMessages.nameMin, 100, authMessages.nameMax),
  email: emailSchema,
  password: adminPasswordSchema,
  /**
   * The one-time code a deployment creates, asked only where the server says it is required
   * (in AWS; the local stack is the developer's alone).
   */
  setupCode: z.string().trim().max(200).optional(),
});
export type SetupInput = z.infer<typeof setupSchema>;

/** GET /api/me */
export interface Me {
  userId: string;
  email: string;
  /** Whether the address is proven: until it is, the account cannot ask for packages. */
  emailVerified: boolean;
  role: Role | null;
  /** The account's first learner (the holder themself when they learn alone), or null. */
  student: StudentProfile | null;
  /** A student account's holder and every learner it holds, oldest first (empty for the team). */
  account: AccountHolder | null;
  learners: StudentProfile[];
}

export interface SetupStatus {
  open: boolean;
  /** Whether the setup form must ask for the deployment's one-time setup code. */
  codeRequired: boolean;
}

/** Highest role among the Cognito groups a token carries. */
export function roleFromGroups(groups: readonly string[]): Role | null {
  if (groups.includes('super_admin')) return 'super_admin';
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('tutor')) return 'tutor';
  if (groups.includes('student')) return 'student';
  return null;
}

/** The access levels of the HTTP contract and the screens. */
export type RequiredRole = 'student' | 'tutor' | 'admin' | 'super_admin';

/**
 * The one role rule, used by the server's access check and the screens' guards: super_admin
 * passes every admin check; admins do not pass student or tutor checks, tutors pass only tutor
 * checks (the team sees lessons through the back office's own routes), students only student ones.
 */
export function roleSatisfies(role: Role | null, required: RequiredRole): boolean {
  if (!role) return false;
  if (required === 'student') return role === 'student';
  if (required === 'tutor') return role === 'tutor';
  if (required === 'admin') return role === 'admin' || role === 'super_admin';
  return role === 'super_admin';
}

export function isAdminRole(role: Role | null): boolean {
  return roleSatisfies(role, 'admin');
}
