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
  const existing = await Delivery.get(delivery.id);
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
    if (error instanceof Replayed) return Delivery.get(id, true);
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
 * The processor's result; a conflict (another delivery about the same booking landed between its
 * read and its write) is retried at once, and anything else it throws becomes `needs_review`.
 */
async function runProcessor(
  processor: DeliveryProcessor,
  item: Delivery.DeliveryItem,
  now: Date,
): Promise<ProcessResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await processor(item, now);
    } catch (error) {
      if (error instanceof ConflictError && attempt < CONFLICT_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * Math.random()));
        continue;
      }
      log('error', 'webhook delivery failed while applying', { deliveryId: item.id, ...errorFields(error) });
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { state: 'needs_review', reason: 'failed', detail: detail.slice(0, 1000) };
    }
  }
}

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
  let settled = 0;
  for (const id of ids) {
    if (await processDelivery(id, processors, { from: 'received', now })) settled += 1;
  }
  return settled;
}
