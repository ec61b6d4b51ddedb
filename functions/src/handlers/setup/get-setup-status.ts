import * as Setup from '../../core/setup/super-admin-setup';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public' }, async () => ok(await Setup.status()));
