import type * as z from 'zod';
import type { addStudentSchema } from '@app/shared/admin/students';
import { studentMessages, type StudentProfile } from '@app/shared/students/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createInvitedUser, deleteUser } from '../../lib/cognito-users';
import { errorFields, log } from '../../lib/logger';
import { mailSteps } from '../mail/outbox';
import { invitationMail } from './invitation-mail';

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
  const profile = Student.newProfile({ id: sub, fullName: input.fullName, email: input.email, phone: input.phone });
  try {
    await transact([
      ...Student.putNewFiled(profile).map((item) => ({ item })),
      { item: Counters.change({ students: 1, students_active: 1 }) },
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'student',
          entityId: sub,
          details: { name: input.fullName, email: input.email },
        }),
      },
      ...mailSteps([invitationMail(profile, temporaryPassword)]),
    ]);
  } catch (error) {
    log('error', 'student profile could not be saved; removing the account', { userId: sub, ...errorFields(error) });
    await deleteUser(input.email);
    throw error;
  }
  return profile;
}
