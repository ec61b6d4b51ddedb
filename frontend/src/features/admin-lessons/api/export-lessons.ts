import { useMutation } from '@tanstack/react-query';
import type { LessonsQuery } from '@app/shared/lessons/lessons';
import { apiFile } from '../../../lib/api-client';
import { dateStamp, saveBlob } from '../../../lib/download';

export const lessonsFileName = (date: Date = new Date()) => `lessons-${dateStamp(date)}.csv`;

/** GET /api/admin/lessons/export: the lessons of the list's filters as CSV, saved as lessons-YYYY-MM-DD.csv. */
export async function exportLessons(query: LessonsQuery): Promise<void> {
  const blob = await apiFile('GET /api/admin/lessons/export', { query }, 'text/csv');
  saveBlob(blob, lessonsFileName());
}

export function useExportLessons() {
  return useMutation({ mutationFn: exportLessons });
}
