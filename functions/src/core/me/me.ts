import type { Me } from '@app/shared/auth/schemas';
import * as Account from '../../db/entities/account';
import * as Student from '../../db/entities/student';
import type { Caller } from '../../lib/auth';
import { ofAccount } from '../learners/learners';

/**
 * Who is signed in: id from the token, role from its groups; for a student account, the holder's
 * contact and every learner it holds (the account's own first) from our records.
 */
export async function describe(caller: Caller): Promise<Me> {
  if (caller.role !== 'student') {
    return {
      userId: caller.userId,
      email: caller.email,
      emailVerified: caller.emailVerified,
      role: caller.role,
      student: null,
      account: null,
      learners: [],
    };
  }
  const { account, learners } = await ofAccount(caller.userId);
  const profiles = learners.map(Student.toProfile);
  const own = profiles.find((learner) => learner.id === caller.userId) ?? null;
  return {
    userId: caller.userId,
    email: account?.email ?? own?.email ?? caller.email,
    emailVerified: caller.emailVerified,
    role: caller.role,
    student: own,
    account: account
      ? Account.toHolder(account)
      : own
        ? { id: caller.userId, fullName: own.holderName, email: own.email, phone: own.phone }
        : null,
    learners: profiles,
  };
}
