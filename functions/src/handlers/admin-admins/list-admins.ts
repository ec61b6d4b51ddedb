import * as AdminList from '../../core/admins/admin-list';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/admins', async () => ok({ items: await AdminList.list() }));
