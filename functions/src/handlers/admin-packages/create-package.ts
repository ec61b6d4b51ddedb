import * as Packages from '../../core/packages/packages';
import { created, httpHandler } from '../../http/http-handler';

export const handler = httpHandler('POST /api/admin/packages', async ({ body, caller }) =>
  created(await Packages.createByAdmin(caller, body)),
);
