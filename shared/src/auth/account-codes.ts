import * as z from 'zod';
import { emailSchema } from './schemas';
import { studentPasswordSchema } from '../students/schemas';

/**
 * E-mailed one-time codes: proving an address at sign-up, and choosing a new password. A code is
 * six digits, lives `CODE_TTL_MINUTES`, works once, and dies after `CODE_ATTEMPTS` wrong tries.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 30;
export const CODE_ATTEMPTS = 5;

export const accountMessages = {
  codeFormat: `Enter the ${CODE_LENGTH}-digit code from the e-mail`,
  codeInvalid: 'That code is wrong or has expired. Please ask for a new one.',
  codeSentTitle: 'Check your e-mail',
  codeSent: 'If an account uses this address, we have sent it a code. It works for 30 minutes.',
  verifiedTitle: 'E-mail verified',
  verifiedText: 'Thank you: your address is confirmed.',
  verifyFirst: 'Please verify your e-mail address first: we sent you a code when you signed up.',
  passwordChangedTitle: 'Password changed',
  passwordChangedText: 'Use your new password from now on.',
  resetSentTitle: 'Reset sent',
  resetSent: 'We have e-mailed a code to choose a new password.',
} as const;

export const codeSchema = z
  .string({ error: accountMessages.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), accountMessages.codeFormat);

/** POST /api/auth/verification-code and /api/auth/forgot-password: the address, nothing else. */
export const accountEmailSchema = z.strictObject({ email: emailSchema });
export type AccountEmailInput = z.infer<typeof accountEmailSchema>;

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.strictObject({ email: emailSchema, code: codeSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/**
 * POST /api/auth/reset-password. The password meets the portal's rule here; an account of the
 * back office must also meet the back office's (checked once the account is known).
 */
export const resetPasswordSchema = z.strictObject({
  email: emailSchema,
  code: codeSchema,
  password: studentPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/admin/admins/{adminId}/password-reset: nothing to say but the path. */
export const adminResetSchema = z.strictObject({});

/** What every code-sending endpoint answers, whatever the address: nothing about who has an account. */
export interface CodeSent {
  email: string;
}
