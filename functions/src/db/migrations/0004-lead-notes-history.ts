import { ALL_LEADS } from '../entities/lead';
import * as LeadNote from '../entities/lead-note';
import { eachPage, type Migration } from './migration';

/**
 * A lead's notes were one field each save replaced; they are now a history of entries
 * (lead-note.ts). The notes a lead holds from before become its first entry, by nobody known, at
 * the lead's last change (a fixed key: a second run finds it and writes nothing). The lead's own
 * field stays, as the latest note. Leads without a `version` need nothing: they read as version 0.
 */
export const leadNotesHistory: Migration = {
  id: '0004-lead-notes-history',
  description: "Leads: the notes field of earlier saves becomes the first entry of the lead's history",
  access: { queries: [ALL_LEADS.partition], writes: ['LEAD#*'] },
  async run(context) {
    let changed = 0;
    await eachPage(
      context,
      {
        partition: ALL_LEADS.partition,
        FilterExpression: 'attribute_exists(notes) AND notes <> :empty',
        ProjectionExpression: 'id, notes, updatedAt, createdAt',
        ExpressionAttributeValues: { ':empty': '' },
      },
      async (items) => {
        for (const item of items) {
          const at = String(item.updatedAt ?? item.createdAt);
          if (await LeadNote.putEarlier(context, String(item.id), String(item.notes), at)) changed += 1;
        }
      },
    );
    return { changed };
  },
};
