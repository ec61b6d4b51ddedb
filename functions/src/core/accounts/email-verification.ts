import { accountMessages, type CodeSent } from '@app/shared/auth/account-codes';
import * as Code from '../../db/entities/one-time-code';
import { findUser, markEmailVerified } from '../../lib/cognito-users';
import { ValidationError } from '../../lib/errors';
import { verificationCodeMail } from './account-mails';
import { withAnswerFloor } from './answer-floor';
import { mayMail, mayTryCode, sendCode } from './code-mail';

/**
 * Proving an address. Sign-up mails the first code (students/sign-up.ts); this sends a new one to
 * an account whose address is not proven yet, and takes the code back. Asking answers the same
 * whatever the address, in the same time; a wrong, used or expired code gets one message.
 */
export async function sendVerificationCode(email: string): Promise<CodeSent> {
  return withAnswerFloor(async () => {
    const user = await findUser(email);
    if (user && !user.emailVerified && (await mayMail(email))) await sendCode('verify', email, verificationCodeMail);
    return { email };
  });
}

export const wrongCode = () => new ValidationError(accountMessages.codeInvalid, { code: accountMessages.codeInvalid });

export async function verifyEmail(email: string, code: string): Promise<void> {
  if (!(await mayTryCode(email)) || !(await Code.redeem('verify', email, code))) throw wrongCode();
  // The code was mailed to an account of this address; a deleted account has nothing left to mark.
  if (await findUser(email)) await markEmailVerified(email);
}
