import * as Packages from '../../core/packages/packages';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/packages', async () => ok({ items: await Packages.listAll() }));
