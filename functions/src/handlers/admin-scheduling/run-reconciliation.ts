import { schedulingMessages } from '@app/shared/scheduling/schemas';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { reconcileCalendar } from '../../core/scheduling/reconcile';
import { httpHandler, ok } from '../../http/http-handler';
import { ConflictError } from '../../lib/errors';

/** Any admin runs the calendar check now (it runs hourly by itself). */
export const handler = httpHandler('POST /api/admin/scheduling/reconciliation', async () => {
  const result = await reconcileCalendar(await schedulingPort());
  if (!result) throw new ConflictError(schedulingMessages.notConnected);
  return ok(result);
});
