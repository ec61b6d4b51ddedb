import { approveRequestSchema } from '@app/shared/requests/schemas';
import * as Requests from '../../core/requests/package-requests';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', body: approveRequestSchema }, async ({ body, caller, params }) =>
  ok(await Requests.approve(caller, params.requestId!, body)),
);
