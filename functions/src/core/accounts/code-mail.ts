import { RateLimitedError } from '../../lib/errors';
import type { Mail } from '../../lib/mail';
import * as Code from '../../db/entities/one-time-code';
import { transact } from '../../db/transact';
import * as RateLimit from '../abuse/rate-limit';
import { mailSteps } from '../mail/outbox';

/** Account mails one address may get in an hour, whoever asks for them and from wherever. */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/**
 * Whether this address may get one more account mail now. Counted per address, not per caller:
 * asking from many places cannot flood someone's mailbox. Over the limit the mail is skipped
 * silently (the answer must not differ from any other).
 */
export async function mayMail(email: string): Promise<boolean> {
  try {
    await RateLimit.consume('account-mail', Code.addressHash(email), {
      requests: ACCOUNT_MAILS_PER_HOUR,
      windowSeconds: 3600,
    });
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/** A new code for this address and purpose, stored with the mail that carries it (one transaction). */
export function codeMailSteps(purpose: Code.CodePurpose, email: string, mailFor: (to: string, code: string) => Mail) {
  const { code, item } = Code.issue(purpose, email);
  return [{ item }, ...mailSteps([mailFor(email, code)])];
}

export async function sendCode(purpose: Code.CodePurpose, email: string, mailFor: (to: string, code: string) => Mail) {
  await transact(codeMailSteps(purpose, email, mailFor));
}
