import * as Requests from '../../core/requests/package-requests';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler(
  'POST /api/admin/package-requests/{requestId}/approve',
  async ({ body, caller, params }) => ok(await Requests.approve(caller, params.requestId, body)),
);
