import * as Setup from '../../core/setup/setup-status';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/setup/status', async () => ok(await Setup.status()));
