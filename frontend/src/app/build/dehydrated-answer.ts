import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';

/**
 * One query's answer for a page's query cache, as a server loader hands it to the page, with no
 * clock in it: TanStack stamps a dehydrated query with the time (`dehydratedAt`, `dataUpdatedAt`),
 * which would make every rendering of an unchanged page a different page, with a different data
 * script (the page function stores each script it writes, named by its content). At time 0 the
 * answer counts as stale in the browser, so a page that hydrates asks the API once more.
 */
export function dehydratedAnswer(queryKey: QueryKey, data: unknown): DehydratedState {
  const client = new QueryClient();
  client.setQueryData(queryKey, data, { updatedAt: 0 });
  const state = dehydrate(client);
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}
