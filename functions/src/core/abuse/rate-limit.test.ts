import { describe, expect, it } from 'vitest';
import { rateKeyFor } from './rate-limit';

describe('rateKeyFor', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(rateKeyFor('198.51.100.7')).toBe('198.51.100.7');
    expect(rateKeyFor('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts a whole IPv6 /64 as one caller, however it is written', () => {
    const key = rateKeyFor('2001:db8:abcd:12:1:2:3:4');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(rateKeyFor('2001:db8:abcd:12:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateKeyFor('2001:0db8:abcd:0012::9')).toBe(key);
    expect(rateKeyFor('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateKeyFor('2001:db8:abcd:13::1')).not.toBe(key);
  });
});
