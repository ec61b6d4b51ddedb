import * as Dashboard from '../../core/students/dashboard';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'student' }, async ({ caller }) =>
  ok(await Dashboard.dashboard(caller.userId)),
);
