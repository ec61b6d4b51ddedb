import { mailProblemMessages, type FailedMail } from '@app/shared/admin/mail';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';
import * as OutboxMail from '../../db/entities/outbox-mail';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';

/** The e-mails given up on, newest first, for the team's Mail problems screen. */
export function listFailed(page: { cursor?: string; limit?: number }): Promise<Page<FailedMail>> {
  return OutboxMail.listFailed({ cursor: page.cursor, limit: page.limit ?? 25 });
}

class NotResendable extends Error {}

/**
 * Puts a failed e-mail back in the outbox for a fresh round of attempts (the worker sends it), and
 * records who did it in the activity log, in one transaction.
 */
export async function resend(actor: Activity.Actor, mailId: string): Promise<{ resent: boolean }> {
  const mail = await OutboxMail.get(mailId);
  if (!mail) throw new NotFoundError(mailProblemMessages.notFound);
  try {
    await transact([
      { item: OutboxMail.requeue(mailId), onConditionFailed: () => new NotResendable() },
      {
        item: Activity.put(actor, {
          action: 'resend',
          entityType: 'mail',
          entityId: mailId,
          details: { to: mail.to, subject: mail.subject, attempts: mail.attempts },
        }),
      },
    ]);
  } catch (error) {
    if (!(error instanceof NotResendable)) throw error;
    throw new ConflictError(
      mail.status === 'failed' ? mailProblemMessages.notResendable : mailProblemMessages.alreadyResent,
    );
  }
  return { resent: true };
}
