import * as Me from '../../core/me/me';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'signed_in' }, async ({ caller }) => ok(await Me.describe(caller)));
