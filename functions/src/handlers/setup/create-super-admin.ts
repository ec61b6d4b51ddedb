import { setupSchema } from '@app/shared/auth/schemas';
import * as Setup from '../../core/setup/super-admin-setup';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public', body: setupSchema }, async ({ body }) =>
  created(await Setup.createSuperAdmin(body)),
);
