import type { Page } from '@app/shared/http/page';
import { planSearch, type SearchPlan } from '@app/shared/search/search-terms';

/**
 * A back-office list, or a search of it: without `q`, the list's own page (newest first); with
 * it, one page of the matching ids from the search tokens, then the records themselves in one
 * BatchGetItem, in the same order (one the tokens name but that is gone meanwhile is left out).
 * A search with nothing to search by (only punctuation, say) finds nothing.
 */
export async function searchOrList<T>(
  q: string | undefined,
  ways: {
    list(): Promise<Page<T>>;
    searchIds(plan: SearchPlan): Promise<Page<string>>;
    getMany(ids: readonly string[]): Promise<Map<string, T>>;
  },
): Promise<Page<T>> {
  if (!q?.trim()) return ways.list();
  const plan = planSearch(q);
  if (!plan) return { items: [], nextCursor: null };
  const ids = await ways.searchIds(plan);
  const found = await ways.getMany(ids.items);
  return { items: ids.items.flatMap((id) => found.get(id) ?? []), nextCursor: ids.nextCursor };
}
