import { rejectRequestSchema } from '@app/shared/requests/schemas';
import * as Requests from '../../core/requests/package-requests';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: rejectRequestSchema }, async ({ body, caller, params }) =>
  ok(await Requests.reject(caller, params.requestId!, body)),
);
