import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';

describe('totpCode', () => {
  it("gives RFC 6238's SHA-1 test vectors (six digits)", () => {
    // The RFC's key "12345678901234567890" in base32, and its expected 8-digit codes' last six digits.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
  });
});
