import * as ActivityLog from '../../core/activity/activity-log';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/admin/activity', async ({ query }) =>
  ok(await ActivityLog.list({ entityType: query.entityType, adminId: query.adminId, entityId: query.entityId }, query)),
);
