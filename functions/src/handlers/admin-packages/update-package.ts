import { packageInputSchema } from '@app/shared/admin/packages';
import * as Packages from '../../core/packages/packages';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: packageInputSchema }, async ({ body, caller, params }) =>
  ok(await Packages.update(caller, params.packageId!, body)),
);
