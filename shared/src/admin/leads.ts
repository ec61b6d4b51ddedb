import * as z from 'zod';
import type { Lead } from '../leads/schemas';
import { changedMeanwhile, versionField } from '../http/versions';
import type { MailSuppression } from './mail';
import { LEAD_STATUSES } from '../leads/schemas';

export const adminLeadMessages = {
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  confirmDelete: 'Are you sure you want to delete this lead?',
  deleted: 'Lead deleted successfully',
  deleteFailed: 'Failed to delete lead',
  notFound: 'Lead not found',
  nothingToChange: 'Choose a status or write a note',
  changedMeanwhile: changedMeanwhile('lead'),
  empty: 'No leads found',
} as const;

/** PATCH /api/admin/leads/{leadId}: a new status, a contact note, or both, against the version read. */
export const leadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
    note: z.string().trim().max(5000, 'A note must be at most 5000 characters').optional(),
    version: versionField('lead'),
  })
  .refine((value) => value.status !== undefined || Boolean(value.note), {
    message: adminLeadMessages.nothingToChange,
  });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** GET /api/admin/leads/export query: the list's filters, no paging (every matching lead). */
export const leadExportQuerySchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** A lead as the team's list shows it: with whether the school still mails its address. */
/** A lead as the team's list shows it: with its course's title (null: none, or deleted). */
export type AdminLead = Lead & { mailSuppression: MailSuppression | null; courseTitle: string | null };

/**
 * One entry of a lead's contact history, kept for good: who wrote it and when, the note, and the
 * status change made with it. `by` is null for the notes an earlier version kept in one field.
 */
export interface LeadNote {
  id: string;
  at: string;
  by: { id: string; name: string } | null;
  text: string;
  statusChange: { from: string; to: string } | null;
}
