import type { JsonRouteKey, QueryInput, ResponseOf } from '@app/shared/http/contract';
import { everyItem } from '@app/shared/http/every-item';
import type { Page } from '@app/shared/http/page';
import { apiCall, type CallArgs } from './api-client';

/** The contract's list operations that answer a page and take no path parameter. */
type PagedKey = {
  [K in JsonRouteKey]: ResponseOf<K> extends Page<unknown> ? (CallArgs<K> extends [input?: object] ? K : never) : never;
}[JsonRouteKey];
type ItemOf<K extends PagedKey> = ResponseOf<K> extends Page<infer T> ? T : never;

/** Every item of a paged list: follows `nextCursor`, 100 at a time, until the last page. */
export async function fetchAllPages<K extends PagedKey>(
  key: K,
  query: QueryInput<K> = {} as QueryInput<K>,
): Promise<ItemOf<K>[]> {
  const call = apiCall as unknown as (key: K, input: { query: object }) => Promise<Page<ItemOf<K>>>;
  return everyItem((cursor) => call(key, { query: { ...query, limit: 100, cursor } }));
}
