import * as Packages from '../../core/packages/packages';
import { httpHandler, noContent } from '../../http/http-handler';

export const handler = httpHandler('DELETE /api/admin/packages/{packageId}', async ({ caller, params }) => {
  await Packages.remove(caller, params.packageId);
  return noContent();
});
