import { describe, expect, it } from 'vitest';
import { canBook } from '../course-bookable';

describe('canBook', () => {
  it('needs a scheduling page when the course says whether it has one', () => {
    expect(canBook({ id: 'c1', schedulingUrl: 'https://calendly.com/school/quran' })).toBe(true);
    expect(canBook({ id: 'c1', schedulingUrl: '' })).toBe(false);
    expect(canBook({ id: 'c1', schedulingUrl: '   ' })).toBe(false);
  });
  it('leaves a course read without it (a list summary) to the server', () => {
    expect(canBook({ id: 'c1', title: 'Quran Reading' })).toBe(true);
  });
});
