import { ageGroupLabel, bookingTypeLabel, leadCourseLabel, levelLabel } from '@app/shared/leads/lead-labels';
import { LEAD_STATUS_LABELS, type Lead, type LeadStatus } from '@app/shared/leads/schemas';
import * as Course from '../../db/entities/course';
import { findLeads } from './manage-leads';

/** At most this many leads go into one export (a few MB); the team filters for more. */
export const EXPORT_LIMIT = 10_000;

/** A lead and its course's title (null: none, or no longer offered). */
type ExportedLead = Lead & { courseTitle: string | null };

/** The columns, labelled and worded as the lead's details on screen. */
const COLUMNS: [string, (lead: ExportedLead) => string][] = [
  ['Created', (lead) => lead.createdAt],
  ['Name', (lead) => lead.fullName],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => phoneText(lead.phone ?? '')],
  ['Status', (lead) => LEAD_STATUS_LABELS[lead.status]],
  ['Booking Type', (lead) => bookingTypeLabel(lead)],
  ['Age Group', (lead) => ageGroupLabel(lead.ageGroup)],
  ['Level', (lead) => levelLabel(lead.level)],
  ['Goals', (lead) => lead.goals.join(', ')],
  ['Schedule', (lead) => lead.schedule.join(', ')],
  ['Why', (lead) => lead.why],
  ['Course', (lead) => leadCourseLabel(lead, '')],
  ['Notes', (lead) => lead.notes],
];

/** A phone number as people write one: digits and separators, nothing a spreadsheet could run. */
const PHONE_SHAPED = /^\+[0-9][0-9 ().-]*$/;

/**
 * A phone number that starts with + is written as the spreadsheet's text formula ="+44 7700 900123"
 * (the number shows as written, with no apostrophe, and is never computed as +44 minus ...). Only
 * for the Phone column and only for that exact shape: anything else goes through `csvCell`.
 */
export const phoneText = (phone: string) => (PHONE_SHAPED.test(phone) ? `="${phone}"` : phone);

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, or line break, quotes doubled.
 * A cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or CR) gets
 * a leading apostrophe, so an attacker's lead cannot run anything on the team's machine. The one
 * formula let through is `phoneText`'s ="<phone>", whose shape holds only digits and separators.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^="\+[0-9][0-9 ().-]*"$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(leads: readonly ExportedLead[]): string {
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
  const exported = leads.slice(0, EXPORT_LIMIT);
  const courseIds = [...new Set(exported.flatMap((lead) => (lead.courseId ? [lead.courseId] : [])))];
  const titles = new Map<string, string>();
  for (let start = 0; start < courseIds.length; start += 100) {
    for (const [id, title] of await Course.getTitles(courseIds.slice(start, start + 100))) titles.set(id, title);
  }
  return toCsv(
    exported.map((lead) => ({ ...lead, courseTitle: lead.courseId ? (titles.get(lead.courseId) ?? null) : null })),
  );
}
