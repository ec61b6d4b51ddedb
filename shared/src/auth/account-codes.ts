import * as z from 'zod';
import { emailSchema } from './schemas';
import { studentMessages, studentPasswordSchema } from '../students/schemas';

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
  verificationCodeSent: 'If this address is waiting for a code, we have sent it a new one. It works for 30 minutes.',
  signupPasswordMismatch: 'This is not the password you chose when you signed up.',
  verifiedTitle: 'E-mail verified',
  verifiedText: 'Thank you: your address is confirmed.',
  verifyFirst: 'Please verify your e-mail address before asking for a package: we will e-mail you a code.',
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

/**
 * POST /api/auth/verify-email: the code of a pending sign-up, with the password chosen at sign-up
 * (the account is made with it; nobody else can finish a sign-up they did not start).
 */
export const verifyEmailSchema = z.strictObject({
  email: emailSchema,
  code: codeSchema,
  password: z
    .string({ error: studentMessages.passwordRequired })
    .min(1, studentMessages.passwordRequired)
    .max(256, studentMessages.passwordMax),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** POST /api/me/verification-code: a signed-in account asks for a code to its own address. */
export const myVerificationCodeSchema = z.strictObject({});
/** POST /api/me/verify-email: that code, typed back. */
export const myVerifyEmailSchema = z.strictObject({ code: codeSchema });
export type MyVerifyEmailInput = z.infer<typeof myVerifyEmailSchema>;

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
