import type { Page } from '@app/shared/http/page';
import { api } from './api-client';

/** Every item of a paged list: follows `nextCursor`, 100 at a time, until the last page. */
export async function fetchAllPages<T>(path: string, query: Record<string, string | undefined> = {}): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await api<Page<T>>(path, { query: { ...query, limit: '100', cursor } });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
