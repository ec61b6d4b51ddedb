import { Button } from '@chakra-ui/react';
import type { PagedList } from '../../lib/use-paged-list';

/** 'Load more' under a paged list; absent when there is nothing more, or nothing shown yet. */
export function LoadMoreButton({
  list,
}: {
  list: Pick<PagedList<unknown>, 'canLoadMore' | 'isLoadingMore' | 'loadMore'>;
}) {
  if (!list.canLoadMore) return null;
  return (
    <Button alignSelf="center" variant="outline" bg="white" loading={list.isLoadingMore} onClick={list.loadMore}>
      Load more
    </Button>
  );
}
