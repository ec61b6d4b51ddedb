import * as z from 'zod';

/** Query fields every paginated list accepts. */
export const pageQuery = {
  cursor: z.string().max(2048, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .optional(),
};
