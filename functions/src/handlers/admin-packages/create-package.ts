import { packageInputSchema } from '@app/shared/admin/packages';
import * as Packages from '../../core/packages/packages';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: packageInputSchema }, async ({ body, caller }) =>
  created(await Packages.createByAdmin(caller, body)),
);
