import { errors } from './http-io';

/**
 * Calendly's list pagination: `count` rows a page (20 unless asked, at most 100) and an opaque
 * `page_token` for the next or previous page; `next_page` and `previous_page` are the full URLs of
 * those pages (the same query with the token), null at either end. `pagination.count` is the
 * number of rows on this page.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  collection: T[];
  pagination: {
    count: number;
    next_page: string | null;
    previous_page: string | null;
    next_page_token: string | null;
    previous_page_token: string | null;
  };
}

export function pageSize(query: URLSearchParams): number {
  const asked = query.get('count');
  if (asked === null) return DEFAULT_PAGE_SIZE;
  const size = Number(asked);
  if (!/^\d+$/.test(asked) || size < 1 || size > MAX_PAGE_SIZE) {
    throw errors.invalid([{ parameter: 'count', message: `must be between 1 and ${MAX_PAGE_SIZE}` }]);
  }
  return size;
}

const tokenOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function offsetOf(token: string | null): number {
  if (token === null) return 0;
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match) throw errors.invalid([{ parameter: 'page_token', message: 'is invalid' }]);
  return Number(match[1]);
}

/** One page of `items` (already filtered and sorted), for a request to `base` + `path` with `query`. */
export function paginate<T>(items: T[], query: URLSearchParams, base: string, path: string): Page<T> {
  const size = pageSize(query);
  const offset = offsetOf(query.get('page_token'));
  const collection = items.slice(offset, offset + size);
  const nextToken = offset + size < items.length ? tokenOf(offset + size) : null;
  const previousToken = offset > 0 ? tokenOf(Math.max(0, offset - size)) : null;
  const urlWith = (token: string | null) => {
    if (token === null) return null;
    const params = new URLSearchParams(query);
    params.set('count', String(size));
    params.set('page_token', token);
    return `${base}${path}?${params.toString()}`;
  };
  return {
    collection,
    pagination: {
      count: collection.length,
      next_page: urlWith(nextToken),
      previous_page: urlWith(previousToken),
      next_page_token: nextToken,
      previous_page_token: previousToken,
    },
  };
}
