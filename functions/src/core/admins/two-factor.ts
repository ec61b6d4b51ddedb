import * as Activity from '../../db/entities/activity';
import * as Admin from '../../db/entities/admin';
import { transact } from '../../db/transact';
import type { Caller } from '../../lib/auth';
import { hasAuthenticatorApp } from '../../lib/cognito-users';

/**
 * Records whether the signed-in admin has two-factor sign-in, as Cognito says (never as the browser
 * says): the browser sets it up with Cognito, then calls this. The record shows in the admins list
 * and lets a super admin use the back office where it is required.
 */
export async function recordTwoFactor(caller: Caller): Promise<{ twoFactor: boolean }> {
  const [twoFactor, account] = await Promise.all([hasAuthenticatorApp(caller.email), Admin.get(caller.userId)]);
  // Recorded (and logged) only when it changed: the page checks it each time it opens.
  if (account?.twoFactor === twoFactor) return { twoFactor };
  await transact([
    { item: Admin.setTwoFactor(caller.userId, twoFactor) },
    {
      item: Activity.put(caller, {
        action: twoFactor ? 'two_factor_on' : 'two_factor_off',
        entityType: 'admin',
        entityId: caller.userId,
        details: {},
      }),
    },
  ]);
  return { twoFactor };
}
