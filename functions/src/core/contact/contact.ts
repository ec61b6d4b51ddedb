import type { ContactInput } from '@app/shared/contact/schemas';
import { env } from '../../lib/env';
import { queueMail } from '../mail/outbox';

/**
 * The contact form is not stored as a record: it is mailed to the team, with Reply-To set to the
 * sender, through the outbox (so a mail-service outage delays the message rather than losing it).
 */
export async function sendToTeam(input: Required<Omit<ContactInput, 'website'>>): Promise<void> {
  await queueMail([
    {
      to: env.businessInbox(),
      replyTo: input.email,
      subject: `Contact form: ${input.name}`,
      text: [`Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone || '-'}`, '', input.message].join(
        '\n',
      ),
    },
  ]);
}
