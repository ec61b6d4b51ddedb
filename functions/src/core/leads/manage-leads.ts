import { adminLeadMessages, type AdminLead, type LeadNote as LeadNoteType } from '@app/shared/admin/leads';
import type { Lead, LeadStatus } from '@app/shared/leads/schemas';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Retention from '../../db/entities/lead-retention';
import * as Course from '../../db/entities/course';
import * as LeadEntity from '../../db/entities/lead';
import * as LeadNote from '../../db/entities/lead-note';
import * as Suppressions from '../../db/entities/mail-suppression';
import { transact } from '../../db/transact';
import { searchOrList } from '../search/search-or-list';
import { ConflictError, NotFoundError } from '../../lib/errors';

/**
 * Leads newest first: all of them (gsi1) or one status (gsi2); `q` searches them by any word of
 * the name, the e-mail or its local part, or phone digits (search tokens). Each says whether the
 * school still mails its address (one BatchGetItem a page).
 */
export async function list(options: {
  status?: LeadStatus;
  q?: string;
  cursor?: string;
  limit?: number;
}): Promise<Page<AdminLead>> {
  const page = await findLeads(
    { status: options.status, q: options.q },
    { cursor: options.cursor, limit: options.limit ?? 25 },
  );
  const [suppressed, titles] = await Promise.all([
    Suppressions.getMany(page.items.map((lead) => lead.email)),
    Course.getTitles(page.items.flatMap((lead) => (lead.courseId ? [lead.courseId] : []))),
  ]);
  return {
    items: page.items.map((lead) => ({
      ...lead,
      mailSuppression: suppressed.get(lead.email.toLowerCase()) ?? null,
      courseTitle: lead.courseId ? (titles.get(lead.courseId) ?? null) : null,
    })),
    nextCursor: page.nextCursor,
  };
}

/** The leads of a list or a search, newest first (also the CSV export's source). */
export function findLeads(
  filter: { status?: LeadStatus; q?: string },
  page: { cursor?: string; limit: number },
): Promise<Page<Lead>> {
  return searchOrList(filter.q, {
    list: () => LeadEntity.query({ status: filter.status }, page),
    searchIds: (plan) => LeadEntity.searchIds(plan, { status: filter.status }, page),
    getMany: LeadEntity.getMany,
  });
}

const changedMeanwhile = () => new ConflictError(adminLeadMessages.changedMeanwhile);

async function load(leadId: string): Promise<Lead> {
  const lead = await LeadEntity.get(leadId);
  if (!lead) throw new NotFoundError(adminLeadMessages.notFound);
  return lead;
}

/**
 * A save of the team on a lead: a new status, a contact note, or both, against the version the
 * admin read (a stale one gets 409 and changes nothing). One transaction: the lead, its history
 * entry (who, when, the note, the status change), the status counters, the retention clock and an
 * activity entry.
 */
export async function update(
  actor: Actor,
  leadId: string,
  input: { status?: LeadStatus; note?: string; version: number },
): Promise<Lead> {
  const lead = await load(leadId);
  if (lead.version !== input.version) throw changedMeanwhile();
  const status = input.status ?? lead.status;
  const note = input.note?.trim() ?? '';
  const moved = status !== lead.status;
  if (!moved && !note) return lead;
  const at = new Date().toISOString();
  await transact([
    {
      item: LeadEntity.update(lead, { status, note: note || undefined, version: input.version }),
      onConditionFailed: changedMeanwhile,
    },
    // A lead the previous version wrote, saved before the migration moved its notes: they go
    // into the history now, as the migration would put them (same key: it finds them there).
    ...(lead.version === 0 && lead.notes
      ? [{ item: LeadNote.putEarlierItem(lead.id, lead.notes, lead.updatedAt) }]
      : []),
    {
      item: LeadNote.put(lead.id, {
        at,
        by: { id: actor.userId, name: actor.name ?? actor.email },
        text: note,
        statusChange: moved ? { from: lead.status, to: status } : null,
      }),
    },
    ...Counters.steps(moved ? { [`leads_${lead.status}`]: -1, [`leads_${status}`]: 1 } : {}),
    // The search tokens carry the status (a search can be of one status).
    ...(moved ? LeadEntity.fileForSearch({ ...lead, status }).map((item) => ({ item })) : []),
    // A converted lead is the student's record now: it is kept. Unconverted, its clock runs again.
    ...(moved && status === 'converted' ? [{ item: Retention.remove(lead.id) }] : []),
    ...(moved && lead.status === 'converted' ? [{ item: Retention.put(lead.id, lead.createdAt) }] : []),
    {
      item: Activity.put(actor, {
        action: moved ? 'status_change' : 'update_notes',
        entityType: 'lead',
        entityId: lead.id,
        details: moved ? { from: lead.status, to: status, name: lead.fullName } : { name: lead.fullName },
      }),
    },
  ]);
  return { ...lead, status, notes: note || lead.notes, version: input.version + 1, updatedAt: at };
}

/** A lead's contact history, newest first. */
export async function notes(leadId: string): Promise<LeadNoteType[]> {
  await load(leadId);
  return LeadNote.list(leadId);
}

export async function remove(actor: Actor, leadId: string): Promise<void> {
  const lead = await load(leadId);
  await transact([
    { item: LeadEntity.remove(lead), onConditionFailed: changedMeanwhile },
    ...LeadEntity.unfileFromSearch(lead).map((item) => ({ item })),
    { item: Retention.remove(lead.id) },
    { item: Counters.change({ leads: -1, [`leads_${lead.status}`]: -1 }) },
    {
      item: Activity.put(actor, {
        action: 'delete',
        entityType: 'lead',
        entityId: lead.id,
        details: { name: lead.fullName, email: lead.email },
      }),
    },
  ]);
  await LeadNote.removeAll(lead.id);
}
