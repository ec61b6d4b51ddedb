import * as Packages from '../../core/packages/packages';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('PUT /api/admin/packages/{packageId}', async ({ body, caller, params }) =>
  ok(await Packages.update(caller, params.packageId, body)),
);
