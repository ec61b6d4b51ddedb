import * as Setup from '../../core/setup/setup-status';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'public' }, async () => ok(await Setup.status()));
