import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { dateStamp, saveBlob } from '../../../lib/download';
import { leadFilterQuery, type LeadFilters } from './list-leads';

export const leadsFileName = (date: Date = new Date()) => `leads-${dateStamp(date)}.csv`;

/** GET /api/admin/leads/export: every lead matching the list's filters, as CSV, saved as leads-YYYY-MM-DD.csv. */
export async function exportLeads(filters: LeadFilters): Promise<void> {
  const blob = await apiFile('GET /api/admin/leads/export', { query: leadFilterQuery(filters) }, 'text/csv');
  saveBlob(blob, leadsFileName());
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}
