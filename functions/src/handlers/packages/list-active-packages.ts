import * as Packages from '../../core/packages/packages';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/packages', async () => ok({ items: await Packages.listActive() }));
