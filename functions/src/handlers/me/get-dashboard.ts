import * as Dashboard from '../../core/students/dashboard';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/dashboard', async ({ caller }) =>
  ok(await Dashboard.dashboard(caller.userId)),
);
