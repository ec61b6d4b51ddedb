import * as Dashboard from '../../core/admin/dashboard';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/dashboard', async () => ok(await Dashboard.dashboard()));
