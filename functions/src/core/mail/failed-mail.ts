import { mailProblemMessages, type FailedMail } from '@app/shared/admin/mail';
import type { Page } from '@app/shared/http/page';
import * as OutboxMail from '../../db/entities/outbox-mail';
import { ConflictError, NotFoundError } from '../../lib/errors';

/** The e-mails given up on, newest first, for the team's Mail problems screen. */
export function listFailed(page: { cursor?: string; limit?: number }): Promise<Page<FailedMail>> {
  return OutboxMail.listFailed({ cursor: page.cursor, limit: page.limit ?? 25 });
}

/** Puts a failed e-mail back in the outbox for a fresh round of attempts (the worker sends it). */
export async function resend(mailId: string): Promise<{ resent: boolean }> {
  if (await OutboxMail.requeue(mailId)) return { resent: true };
  const mail = await OutboxMail.get(mailId);
  if (!mail) throw new NotFoundError(mailProblemMessages.notFound);
  if (mail.status === 'failed') throw new ConflictError(mailProblemMessages.notResendable);
  throw new ConflictError(mailProblemMessages.alreadyResent);
}
