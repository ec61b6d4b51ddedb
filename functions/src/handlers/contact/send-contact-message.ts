import { contactSchema } from '@app/shared/contact/schemas';
import * as Contact from '../../core/contact/contact';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler(
  { access: 'public', body: contactSchema, abuse: { action: 'contact', decoy: () => ok({ sent: true }) } },
  async ({ body }) => {
    const { website: _website, ...message } = body;
    await Contact.sendToTeam(message);
    return ok({ sent: true });
  },
);
