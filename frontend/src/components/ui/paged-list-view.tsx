import type { ReactNode } from 'react';
import type { PagedList } from '../../lib/use-paged-list';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { LoadMoreButton } from './load-more-button';
import { QueryStates } from './query-states';
import { RowsSkeleton } from './rows-skeleton';

/**
 * A paged back-office list: its toolbar (with the count shown, derived from the list), its four
 * states (loading rows, failed with a retry, empty, the rows) and 'Load more'. The rows are the
 * caller's (a ResponsiveTable, or a table of the feature's own).
 */
export function PagedListView<T>(props: {
  list: PagedList<T>;
  toolbar?: Omit<ListToolbarProps, 'shown' | 'more'>;
  empty: string;
  /** What the loading placeholder announces ("Loading students"), and how many rows it draws. */
  loading: { label: string; rows: number };
  children(items: T[]): ReactNode;
}) {
  const { list } = props;
  return (
    <>
      <ListToolbar {...props.toolbar} shown={list.isPending ? undefined : list.items.length} more={list.canLoadMore} />
      <QueryStates
        query={list}
        isEmpty={list.items.length === 0}
        empty={props.empty}
        loading={<RowsSkeleton label={props.loading.label} rows={props.loading.rows} />}
      >
        {props.children(list.items)}
      </QueryStates>
      <LoadMoreButton list={list} />
    </>
  );
}
