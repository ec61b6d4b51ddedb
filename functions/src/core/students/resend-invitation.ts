import { adminStudentMessages } from '@app/shared/admin/students';
import * as Activity from '../../db/entities/activity';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { awaitsFirstSignIn, renewTemporaryPassword } from '../../lib/cognito-users';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { mailSteps } from '../mail/outbox';
import { invitationMail } from './invitation-mail';

/**
 * A new invitation for a student the team added who has not signed in yet (their temporary
 * password expired after 7 days, or the mail was lost): a new temporary password, mailed through
 * the outbox, and the activity log says who sent it. A student who already chose a password gets
 * nothing (409): there is no invitation left to send.
 */
export async function resendInvitation(actor: Activity.Actor, studentId: string): Promise<{ sent: boolean }> {
  const student = await Student.get(studentId, true);
  if (!student) throw new NotFoundError(adminStudentMessages.notFound);
  if (!(await awaitsFirstSignIn(student.email))) throw new ConflictError(adminStudentMessages.alreadySignedIn);
  // The password first: a mail must never carry a password that does not work. If the queueing
  // below fails, the team sends again and a newer password replaces this one.
  const temporaryPassword = await renewTemporaryPassword(student.email);
  await transact([
    ...mailSteps([invitationMail(student, temporaryPassword)]),
    {
      item: Activity.put(actor, {
        action: 'resend_invitation',
        entityType: 'student',
        entityId: studentId,
        details: { email: student.email },
      }),
    },
  ]);
  return { sent: true };
}
