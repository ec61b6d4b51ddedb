import type { ActivityEntityType, ActivityEntry } from '@app/shared/admin/activity';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';
import * as Admin from '../../db/entities/admin';

/**
 * The activity log newest first, all of it or one entity type; 10 a page unless asked otherwise.
 * Each entry names its admin as their profile says now (one BatchGetItem a page).
 */
export async function list(
  filter: { entityType?: ActivityEntityType },
  page: { cursor?: string; limit?: number },
): Promise<Page<ActivityEntry>> {
  const entries = await Activity.query(filter, { cursor: page.cursor, limit: page.limit ?? 10 });
  const names = await Admin.getNames(entries.items.map((entry) => entry.adminId));
  return {
    items: entries.items.map((entry) => ({ ...entry, adminName: names.get(entry.adminId) ?? entry.adminName })),
    nextCursor: entries.nextCursor,
  };
}
