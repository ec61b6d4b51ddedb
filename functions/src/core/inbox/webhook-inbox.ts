import { REVIEW_REASONS, type ReviewReason } from '@app/shared/admin/deliveries';
import * as Counters from '../../db/entities/counters';
import * as Delivery from '../../db/entities/webhook-delivery';
import { Replayed, transact, type TxStep } from '../../db/transact';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import type { Mail } from '../../lib/mail';
import { countMetric } from '../../lib/metrics';
import { mailSteps } from '../mail/outbox';

/**
 * The webhook inbox: a signed delivery is stored as it arrived and answered; processing it is a
 * step of its own, run by the inbox worker (the table's stream in AWS, a sweep for any left
 * behind) or by the team ("process again"). Processing never throws at the sender: what cannot be
 * applied is kept as `needs_review` with its reason, counted (WebhookNeedsReview, which an alarm
 * watches) and listed for the team. Applying stays idempotent (the booking's processed-event
 * markers), so a delivery processed twice changes the balance once.
 */

/** How long one processing run holds a delivery. Longer than any run takes; a crashed run's delivery is picked up again after it. */
export const LEASE_MS = 60_000;
/** Attempts of one run when the booking changed meanwhile (another delivery about it landed first). */
const CONFLICT_ATTEMPTS = 4;

/** What a provider's processor made of a delivery. Expected problems are results, not exceptions. */
export type ProcessResult =
  | { state: 'processed'; outcome: string; invitee?: Invitee }
  | { state: 'ignored'; outcome: string; invitee?: Invitee }
  | { state: 'needs_review'; reason: ReviewReason; detail: string; invitee?: Invitee };

interface Invitee {
  name: string;
  email: string;
}

/** Reads and applies one delivery of a provider (the provider's adapter). */
export type DeliveryProcessor = (delivery: Delivery.DeliveryItem, now: Date) => Promise<ProcessResult>;
export type Processors = Record<Delivery.Provider, DeliveryProcessor>;

/** The deliveries named by a stream's partition keys (any other item's key is left out). */
export function deliveryIdsOf(partitionKeys: readonly string[]): string[] {
  return partitionKeys.flatMap((pk) => {
    const id = Delivery.idFromPartitionKey(pk);
    return id ? [id] : [];
  });
}

/** Stores a signed delivery (once, whatever the number of retries) and says what state it is in. */
export async function receive(delivery: Delivery.NewDelivery): Promise<{ state: Delivery.DeliveryItem['state'] }> {
  const stored = await Delivery.putReceived(delivery);
  if (stored === 'stored') return { state: 'received' };
  // A retry of a delivery already stored: say how far it got, but never fail it for that.
  const existing = await Delivery.get(delivery.id).catch(() => null);
  return { state: existing?.state ?? 'received' };
}

export interface ProcessOptions {
  /** The state the delivery is taken from: `received` (the worker) or `needs_review` (the team). */
  from: 'received' | 'needs_review';
  now?: Date;
  /** More steps for the settling transaction (the team's activity entry). */
  extraSteps?: (result: ProcessResult) => TxStep[];
}

/**
 * Processes one delivery: claimed (null when it is not in `from` or another run holds it), run
 * through its provider's processor, and settled with its result in one transaction (the review
 * count and, for a booking nobody can be charged for, the team's notice with it).
 */
export async function processDelivery(
  id: string,
  processors: Processors,
  options: ProcessOptions,
): Promise<Delivery.DeliveryItem | null> {
  const now = options.now ?? new Date();
  const item = await Delivery.claim(id, options.from, now, new Date(now.getTime() + LEASE_MS));
  if (!item) return null;
  const result = await runProcessor(processors[item.provider], item, now);
  const settlement = settlementOf(result);
  const entersReview = result.state === 'needs_review';
  const leavesReview = options.from === 'needs_review';
  const steps: TxStep[] = [
    { item: Delivery.settle(item, options.from, settlement, now), onConditionFailed: () => new Replayed(id) },
    ...Counters.steps({ deliveries_review: Number(entersReview) - Number(leavesReview) }),
    ...(entersReview && !leavesReview ? mailSteps(teamNotice(item, result), now) : []),
    ...(options.extraSteps?.(result) ?? []),
  ];
  try {
    await transact(steps);
  } catch (error) {
    // Settled meanwhile by another run (its lease had run out): that run's result stands.
    if (error instanceof Replayed) return null;
    throw error;
  }
  if (entersReview && !leavesReview) countMetric('WebhookNeedsReview');
  log(entersReview ? 'warn' : 'info', 'webhook delivery processed', {
    provider: item.provider,
    event: item.event,
    deliveryId: id,
    state: result.state,
    ...(result.state === 'needs_review'
      ? { reason: result.reason, detail: result.detail }
      : { outcome: result.outcome }),
  });
  return { ...item, ...settlement, leaseUntil: undefined, updatedAt: now.toISOString() } as Delivery.DeliveryItem;
}

/**
 * The processor's result. Retried at once, in the run: a conflict (another delivery about the same
 * booking landed between its read and its write), up to CONFLICT_ATTEMPTS; a service error that may
 * pass (throttling, a 5xx), up to APPLY_ATTEMPTS. Anything else it throws, or a failure that
 * outlasts the retries, becomes `needs_review`.
 */
async function runProcessor(
  processor: DeliveryProcessor,
  item: Delivery.DeliveryItem,
  now: Date,
): Promise<ProcessResult> {
  let conflicts = 0;
  let transient = 0;
  for (;;) {
    try {
      return await processor(item, now);
    } catch (error) {
      if (error instanceof ConflictError && ++conflicts < CONFLICT_ATTEMPTS) {
        await pause(20 * 2 ** conflicts * Math.random());
        continue;
      }
      if (isTransient(error) && ++transient < APPLY_ATTEMPTS) {
        await pause(100 * 2 ** transient);
        continue;
      }
      log('error', 'webhook delivery failed while applying', { deliveryId: item.id, ...errorFields(error) });
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { state: 'needs_review', reason: 'failed', detail: detail.slice(0, 1000) };
    }
  }
}

/** Attempts of one run when a service fails in a way that may pass (the first one included). */
export const APPLY_ATTEMPTS = 3;

const TRANSIENT = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
]);

/** An AWS error the SDK marks retryable, or one of the names that mean "try again shortly". */
function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const sdk = error as Error & { $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  return TRANSIENT.has(error.name) || Boolean(sdk.$retryable) || (sdk.$metadata?.httpStatusCode ?? 0) >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settlementOf(result: ProcessResult): Delivery.Settlement {
  const invitee = result.invitee ? { inviteeName: result.invitee.name, inviteeEmail: result.invitee.email } : {};
  return result.state === 'needs_review'
    ? { state: 'needs_review', reason: result.reason, detail: result.detail, outcome: null, ...invitee }
    : { state: result.state, outcome: result.outcome, reason: null, detail: null, ...invitee };
}

/** The business inbox hears of a booking nobody can be charged for (the other reasons are the alarm's). */
function teamNotice(item: Delivery.DeliveryItem, result: ProcessResult): Mail[] {
  if (result.state !== 'needs_review' || result.reason !== 'no_student') return [];
  const who = !result.invitee
    ? 'unknown invitee'
    : result.invitee.name
      ? `${result.invitee.name} <${result.invitee.email}>`
      : result.invitee.email;
  return [
    {
      to: env.businessInbox(),
      subject: `Booking needs attention: ${result.invitee?.name || result.invitee?.email || 'unknown invitee'}`,
      text: [
        'A booking arrived from the scheduling service that names no student of the school.',
        '',
        `Why: ${result.detail || REVIEW_REASONS.no_student}`,
        `Invitee: ${who}`,
        `Received: ${item.receivedAt}`,
        '',
        `Link it to a student and process it again, or dismiss it: ${env.siteUrl()}/admin/bookings`,
      ].join('\n'),
    },
  ];
}

/** How many deliveries one sweep takes on at most (the next sweep takes the rest). */
const SWEEP_BATCH = 50;

/**
 * Processes the deliveries still `received` that arrived before `now - minAgeMs`: those the
 * stream's run never settled (it failed, or its lease ran out). Locally, with no stream, this is
 * what processes every delivery, with no minimum age.
 */
export async function sweepReceived(processors: Processors, now = new Date(), minAgeMs = 0): Promise<number> {
  const ids = await Delivery.receivedBefore(new Date(now.getTime() - minAgeMs), SWEEP_BATCH);
  return processEach(ids, processors, now);
}

/**
 * Processes each delivery, one failing (the table unreachable while claiming or settling) not
 * stopping the others; it stays `received` for the next run. Throws at the end when any failed, so
 * the run counts as failed (the stream retries it; the inbox-failing alarm watches the errors).
 */
export async function processEach(ids: readonly string[], processors: Processors, now = new Date()): Promise<number> {
  let settled = 0;
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      if (await processDelivery(id, processors, { from: 'received', now })) settled += 1;
    } catch (error) {
      log('error', 'webhook delivery could not be processed', { deliveryId: id, ...errorFields(error) });
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${ids.length} deliveries failed`);
  return settled;
}
