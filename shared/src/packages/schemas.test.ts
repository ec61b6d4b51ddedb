import { describe, expect, it } from 'vitest';
import { centsToUsd, isPopular, pricePerSession } from './schemas';

describe('package helpers', () => {
  it('computes the price per session with 2 decimals', () => {
    expect(pricePerSession({ priceUsd: 100, sessionCount: 3 })).toBe('33.33');
    expect(pricePerSession({ priceUsd: 180, sessionCount: 8 })).toBe('22.50');
  });
  it("flags packages whose name contains 'Popular'", () => {
    expect(isPopular({ name: 'Popular Monthly' })).toBe(true);
    expect(isPopular({ name: 'popular' })).toBe(false);
  });
  it('turns cents into dollars', () => {
    expect(centsToUsd(5050)).toBe(50.5);
  });
});
