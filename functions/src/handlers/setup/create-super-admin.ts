import * as Setup from '../../core/setup/super-admin-setup';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/setup', async ({ body }) => created(await Setup.createSuperAdmin(body)));
