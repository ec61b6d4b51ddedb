import * as Requests from '../../core/requests/package-requests';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/package-requests/{requestId}/reject',
  async ({ body, caller, params }) => ok(await Requests.reject(caller, params.requestId, body)),
);
