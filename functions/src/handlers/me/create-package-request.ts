import { packageRequestInputSchema } from '@app/shared/requests/schemas';
import * as Requests from '../../core/requests/package-requests';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student', body: packageRequestInputSchema }, async ({ body, caller }) =>
  created(await Requests.create(caller.userId, body)),
);
