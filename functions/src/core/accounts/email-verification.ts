import { accountMessages, type CodeSent } from '@app/shared/auth/account-codes';
import * as Code from '../../db/entities/one-time-code';
import * as PendingSignup from '../../db/entities/pending-signup';
import { findUser, markEmailVerified } from '../../lib/cognito-users';
import { ValidationError } from '../../lib/errors';
import { createVerifiedAccount } from '../students/create-verified-account';
import { accountVerificationCodeMail, verificationCodeMail } from './account-mails';
import { withAnswerFloor } from './answer-floor';
import { mayMail, mayTryCode, sendCode } from './code-mail';

/**
 * Proving an address. Sign-up mails the first code (students/sign-up.ts) and keeps a pending
 * sign-up; the code comes back here with the password chosen then, and only then is the account
 * made. Asking for a new code answers the same whatever the address, in the same time, and mails
 * only an address with a pending sign-up: the code finishes nothing without that password.
 * An account made before sign-ups were proven proves its address while signed in (`…Mine`).
 */
export async function sendVerificationCode(email: string): Promise<CodeSent> {
  return withAnswerFloor(async () => {
    if ((await PendingSignup.find(email)) && (await mayMail(email))) {
      await sendCode('verify', email, verificationCodeMail);
    }
    return { email };
  });
}

export const wrongCode = () => new ValidationError(accountMessages.codeInvalid, { code: accountMessages.codeInvalid });
const wrongPassword = () =>
  new ValidationError(accountMessages.signupPasswordMismatch, { password: accountMessages.signupPasswordMismatch });

/**
 * The code of a pending sign-up, with its password: the account is made (address verified), and
 * the person signs in with that password. A wrong password keeps the code for a better try.
 */
export async function verifyEmail(email: string, code: string, password: string): Promise<void> {
  if (!(await mayTryCode(email))) throw wrongCode();
  const pending = await PendingSignup.find(email);
  if (!pending) throw wrongCode();
  const redeemed = await Code.redeem('verify', email, code, {
    beforeUse: async () => {
      if (!(await PendingSignup.passwordMatches(password, pending.passwordHash))) throw wrongPassword();
    },
  });
  if (!redeemed) throw wrongCode();
  await createVerifiedAccount(pending, password);
}

/** A signed-in account whose address is not proven yet: a code to its own address. */
export async function sendMyVerificationCode(email: string): Promise<CodeSent> {
  const user = await findUser(email);
  if (user && !user.emailVerified && (await mayMail(email)))
    await sendCode('verify', email, accountVerificationCodeMail);
  return { email };
}

export async function verifyMyEmail(email: string, code: string): Promise<void> {
  if (!(await mayTryCode(email)) || !(await Code.redeem('verify', email, code))) throw wrongCode();
  await markEmailVerified(email);
}
