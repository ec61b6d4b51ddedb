import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@app/shared/certificates/schemas';

/**
 * A new certificate code: 20 characters of Crockford's base32 from 100 random bits (the first
 * 100 of 13 random bytes), in five groups of four. Knowing other codes tells nothing about it.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(13);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  bits >>= 4n;
  let code = '';
  for (let index = 19; index >= 0; index -= 1) {
    code += CERTIFICATE_CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code.match(/.{4}/g)!.join('-');
}
