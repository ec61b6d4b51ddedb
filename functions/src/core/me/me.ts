import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Me } from '@app/shared/auth/schemas';
import { db, tableName } from '../../db/client';
import { keys } from '../../db/keys';
import type { Caller } from '../../lib/auth';

/** Who is signed in: id and e-mail from the token, role from its groups, the student profile if any. */
export async function describe(caller: Caller): Promise<Me> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.student(caller.userId) }));
  const profile = answer.Item as
    { fullName: string; email: string; phone?: string; intakeCompleted: boolean } | undefined;
  return {
    userId: caller.userId,
    email: caller.email,
    role: caller.role,
    student: profile
      ? {
          fullName: profile.fullName,
          email: profile.email,
          phone: profile.phone ?? '',
          intakeCompleted: profile.intakeCompleted,
        }
      : null,
  };
}
