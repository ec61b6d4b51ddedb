import { describe, expect, it } from 'vitest';
import { truncate } from '../components/testimonial-card';
import { visibleIndices } from '../components/testimonial-carousel';
import { testimonials } from '../testimonials';

describe('testimonial carousel', () => {
  it('has 8 testimonials, text and video', () => {
    expect(testimonials).toHaveLength(8);
    expect(testimonials.some((t) => t.type === 'video' && t.videoUrl && t.videoThumbnail)).toBe(true);
    expect(testimonials.some((t) => t.content.length > 150)).toBe(true);
  });
  it('loops round the end', () => {
    expect(visibleIndices(0, 3, 8)).toEqual([0, 1, 2]);
    expect(visibleIndices(7, 3, 8)).toEqual([7, 0, 1]);
    expect(visibleIndices(6, 1, 8)).toEqual([6]);
    expect(visibleIndices(0, 3, 2)).toEqual([0, 1]);
  });
  it('cuts text longer than 150 characters', () => {
    const long = 'a'.repeat(151);
    expect(truncate(long)).toBe(`${'a'.repeat(150)}…`);
    expect(truncate('a'.repeat(150))).toBe('a'.repeat(150));
  });
});
