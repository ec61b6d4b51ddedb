import { AGE_GROUP_LABELS, LEAD_STATUS_LABELS, type Lead, type LeadStatus } from '@app/shared/leads/schemas';
import { findLeads } from './manage-leads';

/** At most this many leads go into one export (a few MB); the team filters for more. */
export const EXPORT_LIMIT = 10_000;

const COLUMNS: [string, (lead: Lead) => string][] = [
  ['Created', (lead) => lead.createdAt],
  ['Name', (lead) => lead.fullName],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone ?? ''],
  ['Status', (lead) => LEAD_STATUS_LABELS[lead.status]],
  ['Booking type', (lead) => lead.bookingType],
  ['Age group', (lead) => AGE_GROUP_LABELS[lead.ageGroup] ?? lead.ageGroup],
  ['Level', (lead) => lead.level],
  ['Goals', (lead) => lead.goals.join(', ')],
  ['Schedule', (lead) => lead.schedule.join(', ')],
  ['Why', (lead) => lead.why],
  ['Course', (lead) => lead.courseId ?? ''],
  ['Notes', (lead) => lead.notes],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, or line break, quotes doubled.
 * A cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or CR) gets
 * a leading apostrophe, so an attacker's lead cannot run anything on the team's machine.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(leads: readonly Lead[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([, read]) => csvCell(read(lead))).join(','));
  // A byte-order mark so spreadsheet programs read the UTF-8 (Arabic names) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Every lead matching the list's filters, newest first, following the cursor. */
export async function exportCsv(filter: { status?: LeadStatus; q?: string }): Promise<string> {
  const leads: Lead[] = [];
  let cursor: string | undefined;
  do {
    const page = await findLeads(filter, { cursor, limit: 100 });
    leads.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && leads.length < EXPORT_LIMIT);
  return toCsv(leads.slice(0, EXPORT_LIMIT));
}
