/**
 * How long the school keeps what it collects, as the privacy policy states it. The lead retention
 * is applied by the code (the lead's TTL clock); the money records' period is the law's minimum,
 * kept by not deleting them.
 */
export const LEAD_RETENTION_DAYS = 365;
/** A sign-up whose address was never confirmed with its code: deleted after this many hours (TTL). */
export const PENDING_SIGNUP_HOURS = 24;
/** Payment and session records of a deleted account, kept (without the person's name) for the accounts. */
export const MONEY_RECORDS_RETENTION_YEARS = 7;
/** The date the policy and the terms took effect (ISO date). */
export const POLICY_DATE = '2026-11-27';
