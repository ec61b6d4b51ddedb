import * as Me from '../../core/me/me';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me', async ({ caller }) => ok(await Me.describe(caller)));
