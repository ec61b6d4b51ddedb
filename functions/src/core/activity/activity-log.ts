import type { ActivityEntityType, ActivityEntry } from '@app/shared/admin/activity';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';

/** The activity log newest first, all of it or one entity type; 10 a page unless asked otherwise. */
export function list(
  filter: { entityType?: ActivityEntityType },
  page: { cursor?: string; limit?: number },
): Promise<Page<ActivityEntry>> {
  return Activity.query(filter, { cursor: page.cursor, limit: page.limit ?? 10 });
}
