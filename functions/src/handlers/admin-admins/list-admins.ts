import * as Admins from '../../core/admins/admin-accounts';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'super_admin' }, async () => ok({ items: await Admins.list() }));
