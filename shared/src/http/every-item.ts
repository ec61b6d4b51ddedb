import type { Page } from './page';

/**
 * Every item of a paged list: asks for the first page, then the page after each cursor, until a
 * page comes back without one. (A module of its own: the page schema's module loads zod, which a
 * page of the site that only follows cursors does not need.)
 */
export async function everyItem<T>(pageAfter: (cursor: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageAfter(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
