import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '../courses/schemas';
import { CATALOGUE_PAGE_SIZE, wholeCatalogue } from './catalogue-source';

const course = (index: number) => ({ id: `course-${index}`, title: `Course ${index}` }) as unknown as CourseSummary;

describe('wholeCatalogue', () => {
  it('reads page after page until no cursor is left, so the catalogue lists past the first page', async () => {
    const all = Array.from({ length: CATALOGUE_PAGE_SIZE * 2 + 3 }, (_, index) => course(index));
    const asked: (string | undefined)[] = [];
    const catalogue = await wholeCatalogue(async (cursor) => {
      asked.push(cursor);
      const from = cursor ? Number(cursor) : 0;
      const to = from + CATALOGUE_PAGE_SIZE;
      return { items: all.slice(from, to), nextCursor: to < all.length ? String(to) : null };
    });
    expect(asked).toEqual([undefined, String(CATALOGUE_PAGE_SIZE), String(CATALOGUE_PAGE_SIZE * 2)]);
    expect(catalogue).toEqual({ items: all, nextCursor: null });
  });
});
