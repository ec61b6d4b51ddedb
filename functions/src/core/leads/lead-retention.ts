import type { Actor } from '../../db/entities/activity';
import * as Activity from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as LeadEntity from '../../db/entities/lead';
import * as LeadNote from '../../db/entities/lead-note';
import { expiryOf, leadIdFromKey } from '../../db/entities/lead-retention';
import { transact } from '../../db/transact';
import { isConditionFailure } from '../../db/conditions';
import { log } from '../../lib/logger';

/** The lead a removed retention clock named (null for any other key). */
export const leadOfClock = (pk: string): string | null => leadIdFromKey(pk);

/** Who deleted a lead past its retention, in the activity log. */
export const RETENTION: Actor = { userId: 'retention', email: '', name: 'Retention period' };

/**
 * Deletes the leads whose retention clock ran out (DynamoDB removed their clock item): each one
 * still unconverted and past its retention period goes, with its counters and an activity entry
 * that names nobody, in one transaction. A lead converted or changed meanwhile is left alone.
 */
export async function expireLeads(leadIds: readonly string[], now = new Date()): Promise<{ deleted: number }> {
  let deleted = 0;
  for (const leadId of new Set(leadIds)) {
    const lead = await LeadEntity.get(leadId);
    if (!lead || lead.status === 'converted') continue;
    if (expiryOf(lead.createdAt) > Math.floor(now.getTime() / 1000)) continue;
    try {
      await transact([
        { item: LeadEntity.remove(lead) },
        ...LeadEntity.unfileFromSearch(lead).map((item) => ({ item })),
        { item: Counters.change({ leads: -1, [`leads_${lead.status}`]: -1 }) },
        {
          item: Activity.put(RETENTION, {
            action: 'delete',
            entityType: 'lead',
            entityId: lead.id,
            details: { reason: 'retention period over' },
          }),
        },
      ]);
      await LeadNote.removeAll(lead.id);
      deleted += 1;
    } catch (error) {
      // Changed by the team since it was read: its new state decides (a later clock, or converted).
      if (isConditionFailure(error)) continue;
      throw error;
    }
  }
  if (deleted > 0) log('info', 'leads past their retention deleted', { deleted });
  return { deleted };
}
