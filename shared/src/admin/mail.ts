import * as z from 'zod';
import { pageQueryFields } from '../http/page';

/**
 * Mail problems: e-mails the school could not deliver after every retry. The team sees them in
 * the back office and can send one again once the cause is fixed.
 */
export const mailProblemMessages = {
  title: 'Mail problems',
  empty: 'Every e-mail was delivered.',
  intro:
    'These e-mails could not be delivered, even after several tries over about an hour. Fix the cause (the address, or the mail service), then send them again.',
  notFound: 'E-mail not found',
  notResendable:
    'This e-mail held a temporary password, which is not kept once delivery has failed: send the person a new invitation instead.',
  alreadyResent: 'This e-mail is already being sent again.',
  resent: 'The e-mail will be sent again in a moment.',
} as const;

/** POST /api/admin/mail/{mailId}/resend: nothing to say but which mail (in the path). */
export const mailResendSchema = z.strictObject({});

/** GET /api/admin/mail/failed */
export const failedMailQuerySchema = z.strictObject({ ...pageQueryFields });

export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
  failedAt: string;
  attempts: number;
  /** What the mail service last answered (an error name and message, never the mail's text). */
  lastError: string | null;
  /** False when the text is gone (it held a temporary password). */
  canResend: boolean;
}

/** Why the school no longer mails an address (from the mail service's feedback). */
export interface MailSuppression {
  email: string;
  reason: 'bounce' | 'complaint';
  /** When the mail service reported it. */
  at: string;
  /** What the receiving server said (a bounce's diagnostic), when it said something. */
  detail: string | null;
}

export const suppressionMessages = {
  bounce: 'E-mails to this address bounce: the school no longer mails it. Check the address with the family.',
  complaint: 'The owner of this address marked a school e-mail as spam: the school no longer mails it.',
  notSent: 'Not sent: the school no longer mails this address',
} as const;
