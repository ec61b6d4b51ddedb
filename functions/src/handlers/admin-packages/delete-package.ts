import * as Packages from '../../core/packages/packages';
import { httpHandler, noContent } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin' }, async ({ caller, params }) => {
  await Packages.remove(caller, params.packageId!);
  return noContent();
});
