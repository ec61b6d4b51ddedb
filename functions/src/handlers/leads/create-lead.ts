import * as Leads from '../../core/leads/leads';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/leads',
  { abuse: { action: 'leads', decoy: () => created({ id: crypto.randomUUID() }) } },
  async ({ body }) => {
    const { website: _website, consent: _consent, ...input } = body;
    const lead = await Leads.create(input);
    return created({ id: lead.id });
  },
);
