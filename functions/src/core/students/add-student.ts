import type * as z from 'zod';
import type { addStudentSchema } from '@app/shared/admin/students';
import { studentMessages, type StudentProfile } from '@app/shared/students/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createInvitedUser, deleteUser } from '../../lib/cognito-users';
import { env } from '../../lib/env';
import { errorFields, log } from '../../lib/logger';
import type { Mail } from '../../lib/mail';
import { mailSteps } from '../mail/outbox';
import { SCHOOL_NAME } from '../../lib/school';

/** An account with a temporary password (sent by e-mail; changed at first sign-in) and an active profile. */
export async function add(actor: Actor, input: z.output<typeof addStudentSchema>): Promise<StudentProfile> {
  const { sub, temporaryPassword } = await createInvitedUser({
    email: input.email,
    name: input.fullName,
    group: 'student',
    emailTakenMessage: studentMessages.emailTaken.replace(' Please log in instead.', ''),
    // The team enters an address the family gave them; the invitation proves it on first use.
    emailVerified: true,
  });
  const profile: StudentProfile = {
    id: sub,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    ageGroup: null,
    level: null,
    goals: [],
    motivation: '',
    intakeCompleted: false,
    status: 'active',
    createdAt: new Date().toISOString(),
  };
  try {
    await transact([
      { item: Student.putNew(profile) },
      { item: Counters.change({ students: 1, students_active: 1 }) },
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'student',
          entityId: sub,
          details: { name: input.fullName, email: input.email },
        }),
      },
      ...mailSteps([invitation(profile, temporaryPassword)]),
    ]);
  } catch (error) {
    log('error', 'student profile could not be saved; removing the account', { userId: sub, ...errorFields(error) });
    await deleteUser(input.email);
    throw error;
  }
  return profile;
}

function invitation(profile: StudentProfile, temporaryPassword: string): Mail {
  return {
    secret: true,
    to: profile.email,
    subject: `Your student account at ${SCHOOL_NAME}`,
    text: [
      `Assalamu alaikum ${profile.fullName},`,
      '',
      'Our team has created a student account for you. Sign in with this e-mail address and the',
      'temporary password below; you will be asked to choose your own password straight away.',
      '',
      `Temporary password: ${temporaryPassword}`,
      `Sign in: ${env.siteUrl()}/student-auth`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}
