import * as OutboxMail from '../../db/entities/outbox-mail';
import { transact, type TxStep } from '../../db/transact';
import type { Mail } from '../../lib/mail';

/**
 * Mail that is never lost: an e-mail is queued as an outbox item inside the transaction of the
 * change that causes it (the approval, the booking, the refund decision …), so the change and its
 * e-mail are saved together or not at all; the mail worker delivers it, retrying while the mail
 * service fails. Nothing here talks to the mail service.
 */
export function mailSteps(mails: readonly Mail[], now = new Date()): TxStep[] {
  return mails.map((mail) => ({ item: OutboxMail.put(mail, now) }));
}

/** Queues mails that go with no other change (a contact message): one transaction of their own. */
export async function queueMail(mails: readonly Mail[]): Promise<void> {
  await transact(mailSteps(mails));
}
