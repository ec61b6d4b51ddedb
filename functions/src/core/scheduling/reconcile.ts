import { BOOKING_UTM_SOURCE } from '@app/shared/bookings/schemas';
import type { ReconciliationResult } from '@app/shared/scheduling/schemas';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Settings from '../../db/entities/scheduling-settings';
import { transact, type TxStep } from '../../db/transact';
import { errorFields, log } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { bookingReferenceKey } from '../../lib/secrets';
import { applyBookingEvent } from '../bookings/apply-booking-event';
import { accountOf, checkWebhook } from './webhook-health';
import type { SchedulingPort } from './scheduling-port';

/** The window the job compares: lessons that started up to 3 days ago and those in the next 90. */
export const RECONCILE_DAYS_BACK = 3;
export const RECONCILE_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

/** Outcomes that mean the booking event changed something here (not a replay, not nothing). */
const APPLIED = new Set([
  'booked',
  'rescheduled',
  'unmatched',
  'canceled_before_created',
  'canceled_no_sessions',
  'canceled_refunded',
  'canceled_kept',
  'rescheduling',
]);

/**
 * The calendar check (hourly in AWS): what the scheduling service holds against what the school
 * recorded, for the window above, repaired through the very path the webhook uses:
 * - a booking made through the portal (it carries the portal's tracking) that the school never
 *   heard of is applied as the webhook would have applied it: charged once, since the processed-
 *   event marker makes the webhook's late delivery of it change nothing (and the other way round);
 * - a cancellation the school never heard of is applied, judged at the time the service says it
 *   was made.
 * Bookings made outside the portal (no tracking) are left to the webhook and the team's review.
 * It also checks the webhook subscription (webhook-health.ts). Each booking is applied on its
 * own: one that fails is listed in the result and tried again next run.
 */
export async function reconcileCalendar(
  port: SchedulingPort | null,
  now = new Date(),
): Promise<ReconciliationResult | null> {
  const connection = await Settings.getConnection();
  if (!port || !connection) return null;
  const result: ReconciliationResult = {
    at: now.toISOString(),
    eventsSeen: 0,
    bookingsApplied: 0,
    cancellationsApplied: 0,
    webhookState: null,
    errors: [],
  };
  let webhookSteps: TxStep[] = [];
  let webhookFields: Partial<Settings.ConnectionItem> = {};
  try {
    const webhook = await checkWebhook(port, connection, now);
    result.webhookState = webhook.state;
    webhookSteps = webhook.steps;
    webhookFields = webhook.fields;
  } catch (error) {
    result.errors.push(`The webhook subscription could not be checked: ${messageOf(error)}`);
  }
  try {
    const bookings = await port.bookingsBetween(
      accountOf(connection),
      new Date(now.getTime() - RECONCILE_DAYS_BACK * DAY_MS),
      new Date(now.getTime() + RECONCILE_DAYS_AHEAD * DAY_MS),
    );
    result.eventsSeen = bookings.length;
    const keys = { reference: bookingReferenceKey };
    for (const { booked, canceled } of bookings) {
      const id = booked.providerBookingId;
      try {
        if (booked.tracking.source === BOOKING_UTM_SOURCE && !(await ProcessedEvent.get('created', id))) {
          const outcome = await applyBookingEvent(booked, keys, now);
          if (APPLIED.has(outcome)) result.bookingsApplied += 1;
          else if (outcome === 'no_student') result.errors.push(`A booking names no student of the school: ${id}`);
        }
        if (canceled && (await ProcessedEvent.get('created', id)) && !(await ProcessedEvent.get('canceled', id))) {
          const outcome = await applyBookingEvent(canceled, keys, now);
          if (APPLIED.has(outcome)) result.cancellationsApplied += 1;
        }
      } catch (error) {
        log('warn', 'reconciling a booking failed', { providerBookingId: id, ...errorFields(error) });
        result.errors.push(`${id}: ${messageOf(error)}`);
      }
    }
  } catch (error) {
    result.errors.push(`The calendar could not be read: ${messageOf(error)}`);
  }
  const repaired = result.bookingsApplied + result.cancellationsApplied;
  if (repaired > 0) countMetric('BookingsReconciled', repaired);
  countMetric('ReconciliationRuns');
  result.errors = result.errors.slice(0, 20);
  await transact([
    { item: Settings.updateConnection({ ...webhookFields, lastReconciliation: result }) },
    ...webhookSteps,
  ]);
  return result;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
