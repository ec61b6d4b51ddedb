import type { CodeSent, ResetPasswordInput } from '@app/shared/auth/account-codes';
import { adminPasswordSchema } from '@app/shared/auth/schemas';
import * as Admin from '../../db/entities/admin';
import * as Code from '../../db/entities/one-time-code';
import { putSessionCutoff } from '../../db/entities/system';
import { transact } from '../../db/transact';
import { findUser, markEmailVerified, setOwnPassword } from '../../lib/cognito-users';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resetCodeMail } from './account-mails';
import { withAnswerFloor } from './answer-floor';
import { mayMail, sendCode } from './code-mail';
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
  const user = await findUser(input.email);
  const redeemed =
    user !== null &&
    (await Code.redeem('reset', input.email, input.code, {
      // Only someone holding the code learns that this is a back-office account (by its rule).
      beforeUse: async () => {
        if (!(await Admin.get(user.sub))) return;
        const checked = adminPasswordSchema.safeParse(input.password);
        if (!checked.success) {
          const message = checked.error.issues[0]!.message;
          throw new ValidationError(message, { password: message });
        }
      },
    }));
  if (!user || !redeemed) throw wrongCode();
  await setOwnPassword(input.email, input.password);
  if (!user.emailVerified) await markEmailVerified(input.email);
  // Sessions that began before this second end; the one the person starts next is new.
  await transact([{ item: putSessionCutoff(user.sub, Math.floor(Date.now() / 1000)) }]);
}

/** A super admin sends a colleague the reset code (the colleague forgot their password). */
export async function sendAdminReset(adminId: string): Promise<CodeSent> {
  const admin = await Admin.get(adminId);
  if (!admin) throw new NotFoundError(adminAccountMessages.notFound);
  if (await mayMail(admin.email)) await sendCode('reset', admin.email, resetCodeMail);
  return { email: admin.email };
}
