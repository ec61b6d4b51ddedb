import { schedulingSettings } from '../../core/scheduling/scheduling-account';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/scheduling', async () => ok(await schedulingSettings()));
