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
import type { ProviderBooking, SchedulingPort } from './scheduling-port';

/** The window the job compares: lessons that started up to 3 days ago and those in the next 90. */
export const RECONCILE_DAYS_BACK = 3;
export const RECONCILE_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;
/** A meeting changed this long before the last complete run is looked at again (clocks differ). */
const OVERLAP_MS = 15 * 60_000;
/** Meetings whose bookings are read at once. */
const PARALLEL = 5;

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
 *
 * It reads the window's meetings (one call per 100), then the bookings only of meetings the
 * service changed since the last complete run, or that have come into the window since (a
 * lesson booked far ahead): one call each, five at a time. It stops at `deadline` (the caller's
 * time budget: a request answers in seconds, the job has minutes) and the next run goes on from
 * the same point. It also checks the webhook subscription (webhook-health.ts).
 */
export async function reconcileCalendar(
  port: SchedulingPort | null,
  now = new Date(),
  options: { deadline?: number } = {},
): Promise<ReconciliationResult | null> {
  const connection = await Settings.getConnection();
  if (!port || !connection) return null;
  const deadline = options.deadline ?? Date.now() + 4 * 60_000;
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
  let complete = false;
  try {
    const meetings = await port.meetingsBetween(
      accountOf(connection),
      new Date(now.getTime() - RECONCILE_DAYS_BACK * DAY_MS),
      new Date(now.getTime() + RECONCILE_DAYS_AHEAD * DAY_MS),
    );
    const last = connection.reconciledAt ? Date.parse(connection.reconciledAt) : null;
    const due = meetings.filter(
      (meeting) =>
        last === null ||
        Date.parse(meeting.updatedAt) > last - OVERLAP_MS ||
        Date.parse(meeting.startTime) > last + RECONCILE_DAYS_AHEAD * DAY_MS - OVERLAP_MS,
    );
    result.eventsSeen = due.length;
    complete = true;
    for (let start = 0; start < due.length; start += PARALLEL) {
      if (Date.now() > deadline) {
        complete = false;
        result.errors.push(
          `Stopped after ${start} of ${due.length} meetings to answer in time; the next check goes on from there.`,
        );
        break;
      }
      const chunk = due.slice(start, start + PARALLEL);
      const read = await Promise.allSettled(chunk.map((meeting) => port.bookingsOf(meeting)));
      for (const [index, answer] of read.entries()) {
        if (answer.status === 'rejected') {
          complete = false;
          result.errors.push(`${chunk[index]!.id}: ${messageOf(answer.reason)}`);
          continue;
        }
        for (const booking of answer.value) {
          if (!(await applyMissed(booking, result, now))) complete = false;
        }
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
    {
      item: Settings.updateConnection({
        ...webhookFields,
        lastReconciliation: result,
        // Only a run that read everything it had to moves the point the next run starts from.
        ...(complete ? { reconciledAt: now.toISOString() } : {}),
      }),
    },
    ...webhookSteps,
  ]);
  return result;
}

/** One booking the service holds: applied where the school missed it. False when that failed. */
async function applyMissed(booking: ProviderBooking, result: ReconciliationResult, now: Date): Promise<boolean> {
  const { booked, canceled } = booking;
  const id = booked.providerBookingId;
  const keys = { reference: bookingReferenceKey };
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
    return true;
  } catch (error) {
    log('warn', 'reconciling a booking failed', { providerBookingId: id, ...errorFields(error) });
    result.errors.push(`${id}: ${messageOf(error)}`);
    return false;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
