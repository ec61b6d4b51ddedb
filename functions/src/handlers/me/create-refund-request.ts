import { refundAskSchema } from '@app/shared/refunds/schemas';
import * as Refunds from '../../core/refunds/refunds';
import { created, httpHandler } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student', body: refundAskSchema }, async ({ body, caller }) =>
  created(await Refunds.ask(caller, body.packageRequestId)),
);
