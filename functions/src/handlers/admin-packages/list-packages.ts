import * as Packages from '../../core/packages/packages';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async () => ok({ items: await Packages.listAll() }));
