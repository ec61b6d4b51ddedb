import * as Activity from '../entities/activity';
import { eachPage, type Migration } from './migration';

/** Entries filed at once (each a single conditional UpdateItem). */
const PARALLEL_UPDATES = 25;

/**
 * The activity log is filtered by admin (gsi2) and by record (gsi3); entries the previous version
 * wrote have neither key. Each is filed as new entries are (`Activity.filingKeys`, from what the
 * entry stores), read through the entity-type lists that together hold every entry. An update
 * applies only while a key is missing, so a second run (or an entry written meanwhile) changes
 * nothing.
 */
export const activityIndexes: Migration = {
  id: '0005-activity-indexes',
  description: 'Activity: entries written before the admin and record filters are filed in their lists',
  access: { queries: Activity.ACTIVITY_TYPE_LISTS, writes: ['ACTIVITY'] },
  async run(context) {
    let changed = 0;
    for (const partition of Activity.ACTIVITY_TYPE_LISTS) {
      await eachPage(
        context,
        {
          partition,
          FilterExpression: 'attribute_not_exists(gsi2pk) OR attribute_not_exists(gsi3pk)',
          ProjectionExpression: 'pk, sk, id, createdAt, adminId, entityId, details',
        },
        async (items) => {
          for (let start = 0; start < items.length; start += PARALLEL_UPDATES) {
            const filed = await Promise.all(
              items.slice(start, start + PARALLEL_UPDATES).map((item) => Activity.fileEarlier(context, item)),
            );
            changed += filed.filter(Boolean).length;
          }
        },
      );
    }
    return { changed };
  },
};
