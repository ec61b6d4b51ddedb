import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { env } from './env';

let client: SESClient | undefined;

/**
 * Short timeouts: a hung mail service must fail an attempt (the outbox retries it later) rather
 * than hold a worker past its lease.
 */
export function ses(): SESClient {
  client ??= new SESClient({
    region: env.region(),
    endpoint: env.sesEndpoint(),
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
  });
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The text holds a credential (a temporary password): the outbox keeps it no longer than needed. */
  secret?: boolean;
}

/** One e-mail to the mail service now. Only the mail worker and the reminder job call this. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      Source: env.senderEmail(),
      // In AWS the school's configuration set: SES publishes bounces and complaints from it.
      ConfigurationSetName: env.mailConfigurationSet(),
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
      },
    }),
  );
}
