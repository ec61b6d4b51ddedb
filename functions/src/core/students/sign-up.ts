import { signupRequestSchema } from '@app/shared/students/schemas';
import type * as z from 'zod';
import type { CodeSent } from '@app/shared/auth/account-codes';
import * as PendingSignup from '../../db/entities/pending-signup';
import { transact } from '../../db/transact';
import { findUser } from '../../lib/cognito-users';
import { queueMail } from '../mail/outbox';
import { accountExistsMail, verificationCodeMail } from '../accounts/account-mails';
import { withAnswerFloor } from '../accounts/answer-floor';
import { codeMailSteps, mayMail } from '../accounts/code-mail';

export type SignupData = Omit<z.output<typeof signupRequestSchema>, 'website'>;

/**
 * A student signs up. The answer is the same whatever the address, and comes in the same time
 * (see withAnswerFloor). For an address without an account: a pending sign-up (what was typed, the
 * password only as a hash) and a verification code by e-mail, in one transaction; the account is
 * made when the code comes back (students/create-verified-account.ts). For an address that has
 * an account: one mail to it saying so, and nothing else changes.
 */
export async function signUp(input: SignupData): Promise<CodeSent> {
  return withAnswerFloor(async () => {
    if (await findUser(input.email)) {
      if (await mayMail(input.email)) await queueMail([accountExistsMail(input.email)]);
      return { email: input.email };
    }
    // Over the address's mail allowance nothing is kept either: a flood of sign-ups cannot replace
    // the pending sign-up of the person whose code is already on its way.
    if (!(await mayMail(input.email))) return { email: input.email };
    const pending = await PendingSignup.put({
      email: input.email,
      fullName: input.fullName,
      phone: input.phone,
      intake: input.intake ?? null,
      password: input.password,
    });
    await transact([{ item: pending }, ...codeMailSteps('verify', input.email, verificationCodeMail)]);
    return { email: input.email };
  });
}
