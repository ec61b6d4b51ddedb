import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { env } from './env';

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
