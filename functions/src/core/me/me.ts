import type { Me } from '@app/shared/auth/schemas';
import * as Student from '../../db/entities/student';
import type { Caller } from '../../lib/auth';

/** Who is signed in: id from the token, role from its groups, e-mail and profile from our records. */
export async function describe(caller: Caller): Promise<Me> {
  const item = await Student.get(caller.userId);
  const student = item ? Student.toProfile(item) : null;
  return {
    userId: caller.userId,
    email: student?.email ?? caller.email,
    emailVerified: caller.emailVerified,
    role: caller.role,
    student,
  };
}
