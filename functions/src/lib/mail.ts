import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { env } from './env';
import { log } from './logger';

let client: SESClient | undefined;

export function ses(): SESClient {
  client ??= new SESClient({ region: env.region(), endpoint: env.sesEndpoint() });
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      Source: env.senderEmail(),
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    }),
  );
}

/**
 * Sends notifications that must never undo what was already saved: each failure is logged with
 * `context` and swallowed. The caller's change stands either way.
 */
export async function sendAllLogged(mails: Mail[], context: Record<string, unknown>): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => sendMail(mail)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      const reason = result.reason as Error;
      log('error', 'e-mail failed; the change is kept', {
        ...context,
        subject: mails[index]?.subject,
        errorName: reason?.name,
        errorMessage: reason?.message,
      });
    }
  });
}
