import type * as z from 'zod';
import { adminStudentMessages, type addStudentSchema } from '@app/shared/admin/students';
import {
  savedIntakeSchema,
  studentMessages,
  type SavedIntakeAnswers,
  type StudentProfile,
} from '@app/shared/students/schemas';
import { INTAKE_GOALS, type Lead } from '@app/shared/leads/schemas';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as LeadEntity from '../../db/entities/lead';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { createInvitedUser, deleteUser } from '../../lib/cognito-users';
import { ConflictError, ValidationError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { mailSteps } from '../mail/outbox';
import { invitationMail } from './invitation-mail';

/** An account with a temporary password (sent by e-mail; changed at first sign-in) and an active profile. */
export async function add(actor: Actor, input: z.output<typeof addStudentSchema>): Promise<StudentProfile> {
  const lead = input.leadId ? await LeadEntity.get(input.leadId) : null;
  if (input.leadId && !lead) {
    throw new ValidationError(adminStudentMessages.leadNotFound, { leadId: adminStudentMessages.leadNotFound });
  }
  if (lead?.studentId) throw new ConflictError(adminStudentMessages.leadLinked);
  const { sub, temporaryPassword } = await createInvitedUser({
    email: input.email,
    name: input.fullName,
    group: 'student',
    emailTakenMessage: studentMessages.emailTaken.replace(' Please log in instead.', ''),
    // The team enters an address the family gave them; the invitation proves it on first use.
    emailVerified: true,
  });
  // A lead's intake answers (age group, level, goals, why) fill the profile: nobody types them again.
  const profile = Student.newProfile({
    id: sub,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    intake: lead ? leadAnswers(lead) : null,
    leadId: lead?.id,
  });
  try {
    await transact([
      ...Student.putNewAccount(profile).map((item) => ({ item })),
      { item: Counters.change({ students: 1, students_active: 1 }) },
      ...(lead
        ? [
            {
              item: LeadEntity.linkStudent(lead.id, sub),
              onConditionFailed: () => new ConflictError(adminStudentMessages.leadLinked),
            },
          ]
        : []),
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'student',
          entityId: sub,
          details: { name: input.fullName, email: input.email, ...(lead ? { leadId: lead.id } : {}) },
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

/** A lead's answers in the public form's vocabulary (answers an older form allowed are left out). */
function leadAnswers(lead: Lead): SavedIntakeAnswers | null {
  const goals = lead.goals.filter((goal): goal is (typeof INTAKE_GOALS)[number] =>
    (INTAKE_GOALS as readonly string[]).includes(goal),
  );
  const answers = savedIntakeSchema.safeParse({ ageGroup: lead.ageGroup, level: lead.level, goals, why: lead.why });
  return answers.success ? answers.data : null;
}
