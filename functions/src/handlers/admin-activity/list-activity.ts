import { activityQuerySchema } from '@app/shared/admin/activity';
import * as ActivityLog from '../../core/activity/activity-log';
import { httpHandler, ok } from '../../lib/http-handler';

export const handler = httpHandler({ access: 'admin', query: activityQuerySchema }, async ({ query }) =>
  ok(await ActivityLog.list({ entityType: query.entityType }, query)),
);
