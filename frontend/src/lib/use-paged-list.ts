import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@app/shared/http/page';

/**
 * A filtered list can answer with an empty page and a cursor (the server filters after reading a
 * page). Up to this many empty pages in a row are fetched without a click before the list says
 * it found nothing.
 */
export const MAX_EMPTY_PAGES = 5;

export interface PagedList<T> {
  items: T[];
  /** For QueryStates: pending also while empty pages are still being skipped. */
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
  /** 'Load more' is offered only with items on screen and another page to read. */
  canLoadMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
}

/** How many pages at the end of the list came back empty. */
export function trailingEmptyPages(pages: readonly { items: readonly unknown[] }[]): number {
  let count = 0;
  for (let index = pages.length - 1; index >= 0 && pages[index]!.items.length === 0; index -= 1) count += 1;
  return count;
}

/** A paged admin list (`Page<T>` answers, newest first): the pages read so far as one list, and 'Load more'. */
export function usePagedList<T>(options: {
  queryKey: QueryKey;
  fetchPage(cursor: string | undefined): Promise<Page<T>>;
  enabled?: boolean;
}): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: options.enabled,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const emptyRun = pages ? trailingEmptyPages(pages) : 0;
  const skipping = query.hasNextPage && emptyRun > 0 && emptyRun < MAX_EMPTY_PAGES && !query.isError;
  const { isFetching, fetchNextPage } = query;
  const pageCount = pages?.length ?? 0;

  // Runs again for each page read (a fast answer can arrive without a render that shows it fetching).
  useEffect(() => {
    if (skipping && !isFetching) void fetchNextPage();
  }, [skipping, isFetching, fetchNextPage, pageCount]);

  return {
    items,
    isPending: query.isPending || (items.length === 0 && skipping),
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    canLoadMore: query.hasNextPage && items.length > 0 && !query.isError,
    isLoadingMore: query.isFetchingNextPage || skipping,
    loadMore: () => void fetchNextPage(),
  };
}
