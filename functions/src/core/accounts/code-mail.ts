import { RateLimitedError } from '../../lib/errors';
import type { Mail } from '../../lib/mail';
import * as Code from '../../db/entities/one-time-code';
import { transact } from '../../db/transact';
import * as RateLimit from '../abuse/rate-limit';
import { mailSteps } from '../mail/outbox';

/** Account mails one address may get in an hour, and in a day, whoever asks for them and from wherever. */
export const ACCOUNT_MAILS_PER_HOUR = 5;
export const ACCOUNT_MAILS_PER_DAY = 10;
/**
 * Codes one address may be tried with in a day, right or wrong, across every code it is sent:
 * with a code's own five tries this keeps guessing a six-digit code hopeless (10 a day: about one
 * chance in 270 in a year).
 */
export const CODE_TRIES_PER_DAY = 10;

/**
 * Whether this address may get one more account mail now. Counted per address, not per caller:
 * asking from many places cannot flood someone's mailbox. Over the limit the mail is skipped
 * silently (the answer must not differ from any other).
 */
export async function mayMail(email: string): Promise<boolean> {
  return (
    (await withinLimit('account-mail', email, ACCOUNT_MAILS_PER_HOUR, 3600)) &&
    (await withinLimit('account-mail-day', email, ACCOUNT_MAILS_PER_DAY, 86_400))
  );
}

/** Whether this address's code may be tried once more today (see CODE_TRIES_PER_DAY). */
export function mayTryCode(email: string): Promise<boolean> {
  return withinLimit('code-try', email, CODE_TRIES_PER_DAY, 86_400);
}

async function withinLimit(action: string, email: string, requests: number, windowSeconds: number) {
  try {
    await RateLimit.consume(action, Code.addressHash(email), { requests, windowSeconds });
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
