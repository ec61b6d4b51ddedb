import * as z from 'zod';

/** One page of a list: the items and an opaque cursor for the next page (null on the last one). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const limitMessage = 'limit must be a number from 1 to 100';

/** Query fields every paginated list accepts. */
export const pageQueryFields = {
  cursor: z.string().max(2048, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .optional(),
};
