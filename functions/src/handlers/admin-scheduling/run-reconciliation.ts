import { schedulingMessages } from '@app/shared/scheduling/schemas';
import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { reconcileCalendar } from '../../core/scheduling/reconcile';
import { httpHandler, ok } from '../../http/http-handler';
import { ConflictError } from '../../lib/errors';

const REQUEST_BUDGET_MS = 6_000;

/** Any admin runs the calendar check now (it runs hourly by itself). */
export const handler = httpHandler('POST /api/admin/scheduling/reconciliation', async () => {
  // An answer within seconds: what is left waits for the next check (the hourly job has minutes).
  const result = await reconcileCalendar(await schedulingPort({ budget: 'request' }), new Date(), {
    deadline: Date.now() + REQUEST_BUDGET_MS,
  });
  if (!result) throw new ConflictError(schedulingMessages.notConnected);
  return ok(result);
});
