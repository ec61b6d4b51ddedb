import * as Dashboard from '../../core/admin/dashboard';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async () => ok(await Dashboard.dashboard()));
