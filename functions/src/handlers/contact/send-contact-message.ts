import * as Contact from '../../core/contact/contact';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/contact',
  { abuse: { action: 'contact', decoy: () => ok({ sent: true }) } },
  async ({ body }) => {
    const { website: _website, ...message } = body;
    await Contact.sendToTeam(message);
    return ok({ sent: true });
  },
);
