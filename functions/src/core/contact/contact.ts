import type { ContactInput } from '@app/shared/contact/schemas';
import { env } from '../../lib/env';
import { sendMail } from '../../lib/mail';

/** The contact form is not stored: it is mailed to the team, with Reply-To set to the sender. */
export async function sendToTeam(input: Required<Omit<ContactInput, 'website'>>): Promise<void> {
  await sendMail({
    to: env.businessInbox(),
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    text: [`Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone || '-'}`, '', input.message].join(
      '\n',
    ),
  });
}
