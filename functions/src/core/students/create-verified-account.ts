import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { studentMessages } from '@app/shared/students/schemas';
import { db, tableName } from '../../db/client';
import * as Counters from '../../db/entities/counters';
import type { PendingSignup } from '../../db/entities/pending-signup';
import * as Pending from '../../db/entities/pending-signup';
import * as Student from '../../db/entities/student';
import { isConditionFailure } from '../../db/conditions';
import { transact } from '../../db/transact';
import { createUserWithPassword, deleteUser } from '../../lib/cognito-users';
import { ConflictError, HttpError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';

/**
 * The account of a sign-up whose address was just proven: a Cognito user in the group `student`
 * with the address verified and the password chosen at sign-up, and a profile whose id is the
 * user's sub (status active; the public intake's answers, when sent, fill it and mark the intake
 * completed), made in one transaction with the counters and the end of the pending sign-up. If
 * any step fails, what was made is removed again and the pending sign-up stays for another try.
 */
export async function createVerifiedAccount(pending: PendingSignup, password: string): Promise<void> {
  const userId = await createUserWithPassword({
    email: pending.email,
    name: pending.fullName,
    password,
    group: 'student',
    emailTakenMessage: studentMessages.emailTaken,
    emailVerified: true,
  });
  // A parent signing up from a child's intake: the account is theirs, its first learner the child.
  const profile = Student.newProfile({
    id: userId,
    account: { id: userId, fullName: pending.fullName },
    fullName: pending.intake?.learnerName ?? pending.fullName,
    email: pending.email,
    phone: pending.phone,
    intake: pending.intake,
  });
  try {
    await transact([
      ...Student.putNewAccount(profile).map((item) => ({ item })),
      { item: Counters.change({ students: 1, students_active: 1 }) },
      { item: Pending.consume(pending) },
    ]);
  } catch (error) {
    log('error', 'student profile could not be saved; removing the account', { userId, ...errorFields(error) });
    await deleteUser(pending.email);
    await db()
      .send(new DeleteCommand({ TableName: tableName(), Key: Student.studentKey(userId) }))
      .catch(() => undefined);
    if (error instanceof HttpError) throw error;
    // A newer sign-up of this address replaced this one meanwhile: it is the one to finish.
    if (isConditionFailure(error)) throw new ConflictError(studentMessages.signupFailed);
    throw new SignupFailed();
  }
}

/** A clear 500: nothing was kept, the person may try again. */
class SignupFailed extends HttpError {
  constructor() {
    super(500, 'INTERNAL_ERROR', studentMessages.signupFailed);
  }
}
