import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import {
  intakeFromSaved,
  signupRequestSchema,
  studentMessages,
  type StudentProfile,
} from '@app/shared/students/schemas';
import type * as z from 'zod';
import { db, tableName } from '../../db/client';
import * as Counters from '../../db/entities/counters';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createUserWithPassword, deleteUser } from '../../lib/cognito-users';
import { env } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { mailSteps } from '../mail/outbox';
import { SCHOOL_NAME } from '../../lib/school';

export type SignupData = Omit<z.output<typeof signupRequestSchema>, 'website'>;

/**
 * A student signs up: a Cognito user in the group `student` and a profile whose id is the user's
 * sub, status active. The intake answers saved by the public form, when sent, fill the profile
 * and mark the intake completed. If any step fails, what was made is removed again.
 */
export async function signUp(input: SignupData): Promise<{ userId: string; email: string }> {
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
      ...mailSteps([welcomeMail(profile)]),
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
  return { userId, email: input.email };
}

/** A clear 500: nothing was kept, the person may try again. */
class SignupFailed extends HttpError {
  constructor() {
    super(500, 'INTERNAL_ERROR', studentMessages.signupFailed);
  }
}

/**
 * The address is not verified, so the mail carries nothing the person signing up typed: no name,
 * no free text. Someone who used another person's address gets a mail that says so plainly.
 */
function welcomeMail(profile: StudentProfile) {
  return {
    to: profile.email,
    subject: `Welcome to ${SCHOOL_NAME}`,
    text: [
      'Assalamu alaikum,',
      '',
      `A student account was created with this e-mail address at ${SCHOOL_NAME}. From your dashboard`,
      'you can complete your profile, ask for a session package and book your lessons:',
      `${env.siteUrl()}/student/dashboard`,
      '',
      'If you did not create this account, reply to this e-mail and we will remove it.',
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}
