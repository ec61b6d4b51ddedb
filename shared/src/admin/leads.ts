import * as z from 'zod';
import type { Lead } from '../leads/schemas';
import type { MailSuppression } from './mail';
import { LEAD_STATUSES } from '../leads/schemas';

export const adminLeadMessages = {
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  confirmDelete: 'Are you sure you want to delete this lead?',
  deleted: 'Lead deleted successfully',
  deleteFailed: 'Failed to delete lead',
  notFound: 'Lead not found',
  nothingToChange: 'Send a status or notes to change',
  empty: 'No leads found',
} as const;

/** PATCH /api/admin/leads/{leadId} */
export const leadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
    notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters').optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, {
    message: adminLeadMessages.nothingToChange,
  });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** GET /api/admin/leads/export query: the list's filters, no paging (every matching lead). */
export const leadExportQuerySchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Unknown lead status' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** A lead as the team's list shows it: with whether the school still mails its address. */
export type AdminLead = Lead & { mailSuppression: MailSuppression | null };
