import { exportMyData } from '../../core/privacy/export-my-data';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/export', async ({ caller }) => ok(await exportMyData(caller)));
