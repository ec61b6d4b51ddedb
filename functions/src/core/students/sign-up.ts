import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import {
  intakeFromSaved,
  signupRequestSchema,
  studentMessages,
  type StudentProfile,
} from '@app/shared/students/schemas';
import type * as z from 'zod';
import type { CodeSent } from '@app/shared/auth/account-codes';
import { db, tableName } from '../../db/client';
import * as Counters from '../../db/entities/counters';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createUserWithPassword, deleteUser } from '../../lib/cognito-users';
import { ConflictError, HttpError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { queueMail } from '../mail/outbox';
import { accountExistsMail, verificationCodeMail } from '../accounts/account-mails';
import { withAnswerFloor } from '../accounts/answer-floor';
import { codeMailSteps, mayMail } from '../accounts/code-mail';

export type SignupData = Omit<z.output<typeof signupRequestSchema>, 'website'>;

/**
 * A student signs up. The answer is the same whatever the address, and comes in the same time
 * (see withAnswerFloor): for a new address, a Cognito user in the group `student` whose address is
 * not proven yet, a profile whose id is the user's sub (status active; the intake answers saved by
 * the public form, when sent, fill it and mark the intake completed) and a verification code by
 * e-mail; for an address that has an account, one mail to it saying so. If any step of a new
 * account fails, what was made is removed again.
 */
export async function signUp(input: SignupData): Promise<CodeSent> {
  return withAnswerFloor(async () => {
    try {
      await createAccount(input);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      if (await mayMail(input.email)) await queueMail([accountExistsMail(input.email)]);
    }
    return { email: input.email };
  });
}

async function createAccount(input: SignupData): Promise<void> {
  const userId = await createUserWithPassword({
    email: input.email,
    name: input.fullName,
    password: input.password,
    group: 'student',
    emailTakenMessage: studentMessages.emailTaken,
    emailVerified: false,
  });
  const intake = input.intake ? intakeFromSaved(input.intake) : null;
  const profile: StudentProfile = {
    id: userId,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    ageGroup: intake?.ageGroup ?? null,
    level: intake?.level ?? null,
    goals: intake?.goals ?? [],
    motivation: intake?.motivation ?? '',
    intakeCompleted: intake !== null,
    status: 'active',
    createdAt: new Date().toISOString(),
  };
  try {
    await transact([
      { item: Student.putNew(profile) },
      { item: Counters.change({ students: 1, students_active: 1 }) },
      ...((await mayMail(input.email)) ? codeMailSteps('verify', input.email, verificationCodeMail) : []),
    ]);
  } catch (error) {
    log('error', 'student profile could not be saved; removing the account', { userId, ...errorFields(error) });
    await deleteUser(input.email);
    await db()
      .send(new DeleteCommand({ TableName: tableName(), Key: Student.studentKey(userId) }))
      .catch(() => undefined);
    if (error instanceof HttpError) throw error;
    throw new SignupFailed();
  }
}

/** A clear 500: nothing was kept, the person may try again. */
class SignupFailed extends HttpError {
  constructor() {
    super(500, 'INTERNAL_ERROR', studentMessages.signupFailed);
  }
}
