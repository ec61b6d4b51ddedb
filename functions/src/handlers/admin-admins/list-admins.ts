import * as AdminList from '../../core/admins/admin-list';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'super_admin' }, async () => ok({ items: await AdminList.list() }));
