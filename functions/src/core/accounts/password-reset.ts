import * as Tutor from '../../db/entities/tutor';
import type { CodeSent, ResetPasswordInput } from '@app/shared/auth/account-codes';
import { adminPasswordSchema } from '@app/shared/auth/schemas';
import * as Admin from '../../db/entities/admin';
import * as Code from '../../db/entities/one-time-code';
import { putSessionCutoff } from '../../db/entities/system';
import { transact } from '../../db/transact';
import { findUser, markEmailVerified, setOwnPassword, signOutEverywhere } from '../../lib/cognito-users';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resetCodeMail } from './account-mails';
import { withAnswerFloor } from './answer-floor';
import { mayMail, mayTryCode, sendCode } from './code-mail';
import { wrongCode } from './email-verification';
import { adminAccountMessages } from '@app/shared/admin/admins';

/**
 * A forgotten password: a code by e-mail, then a new password. Asking answers the same whatever
 * the address; the new password meets the rule of the account (the back office's is stricter);
 * the code proves the address too; and every session of the account that began before ends.
 */
export async function requestPasswordReset(email: string): Promise<CodeSent> {
  return withAnswerFloor(async () => {
    if ((await findUser(email)) && (await mayMail(email))) await sendCode('reset', email, resetCodeMail);
    return { email };
  });
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  // The same reads whatever the address: the answer's time says nothing about who has an account.
  const [allowed, user] = await Promise.all([mayTryCode(input.email), findUser(input.email)]);
  const redeemed =
    allowed &&
    (await Code.redeem('reset', input.email, input.code, {
      // Only someone holding the code learns that this is a back-office account (by its rule).
      beforeUse: async () => {
        if (!user) return;
        const [admin, tutor] = await Promise.all([Admin.get(user.sub), Tutor.get(user.sub, false)]);
        if (!admin && !tutor) return;
        const checked = adminPasswordSchema.safeParse(input.password);
        if (!checked.success) {
          const message = checked.error.issues[0]!.message;
          throw new ValidationError(message, { password: message });
        }
      },
    }));
  if (!user || !redeemed) throw wrongCode();
  // Every session begun up to the end of this second ends, before the old password stops working:
  // a sign-in racing the reset cannot slip in after the cutoff. The person signs in again a second
  // later (the page waits for it).
  await transact([{ item: putSessionCutoff(user.sub) }]);
  await setOwnPassword(input.email, input.password);
  await signOutEverywhere(input.email);
  if (!user.emailVerified) await markEmailVerified(input.email);
}

/** A super admin sends a colleague the reset code (the colleague forgot their password). */
export async function sendAdminReset(adminId: string): Promise<CodeSent> {
  const admin = await Admin.get(adminId);
  if (!admin) throw new NotFoundError(adminAccountMessages.notFound);
  if (await mayMail(admin.email)) {
    await sendCode('reset', admin.email, (to, code) => resetCodeMail(to, code, { byTeam: true }));
  }
  return { email: admin.email };
}
