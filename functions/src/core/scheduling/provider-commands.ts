import * as Command from '../../db/entities/provider-command';
import type { TxStep } from '../../db/transact';
import { errorFields, log } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import * as Settings from '../../db/entities/scheduling-settings';
import { ProviderNotFound, ProviderRefused, ProviderRejected, type SchedulingPort } from './scheduling-port';

/**
 * The school's calls to its scheduling service, made after the change that causes them is saved:
 * the change queues the call in its own transaction (these steps), and the provider-command worker
 * makes it, retrying while the service fails. A lesson the school cancels is therefore cancelled on
 * the service's calendar too, and a no-show the portal records reaches it, even when the service
 * is down at that moment.
 */

/** Cancel the meeting at the service (with the reason the learner will read there). */
export function cancelAtProvider(
  booking: { id: string; providerEventId?: string | null },
  reason: string,
  now = new Date(),
): TxStep[] {
  if (!booking.providerEventId) return [];
  return [
    {
      item: Command.put(
        { kind: 'cancel_event', target: booking.providerEventId, reason: reason.slice(0, 500), bookingId: booking.id },
        now,
      ),
    },
  ];
}

/** Tell the service the learner did not come. */
export function noShowAtProvider(
  booking: { id: string; providerBookingId?: string | null },
  now = new Date(),
): TxStep[] {
  if (!booking.providerBookingId) return [];
  return [
    {
      item: Command.put({ kind: 'mark_no_show', target: booking.providerBookingId, bookingId: booking.id }, now),
    },
  ];
}

/** A command holds its lease longer than a run may last (the worker's Lambda stops after 2 minutes). */
const LEASE_MS = 5 * 60_000;
/** Attempts before a command is given up on and shown to the team (about an hour of retries). */
export const MAX_COMMAND_ATTEMPTS = 8;
const BATCH = 25;

/** The wait before attempt `attempts + 1`: 30 s, doubling, at most 30 minutes. */
export const commandRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

export interface CommandRun {
  due: number;
  done: number;
  retrying: number;
  failed: number;
  skipped: number;
}

/**
 * One run over the due commands (or only `ids`, the ones a stream event named). Each is leased
 * before it is made, so two runs make it once. With no account connected (`port` null) none is made:
 * each is closed as `not_connected`.
 * A refusal for good (the token revoked, the meeting unknown to the service) is not retried.
 */
export async function runDueCommands(
  port: SchedulingPort | null,
  now = new Date(),
  ids?: readonly string[],
  deadline = Date.now() + 90_000,
): Promise<CommandRun> {
  const run: CommandRun = { due: 0, done: 0, retrying: 0, failed: 0, skipped: 0 };
  const dueIds = ids ?? (await Command.due(now, BATCH));
  run.due = dueIds.length;
  for (const id of dueIds) {
    // What is left waits for the next run (the lease of one not started is never taken).
    if (Date.now() > deadline) {
      run.skipped += 1;
      continue;
    }
    const command = await Command.claim(id, now, new Date(now.getTime() + LEASE_MS));
    if (!command) {
      run.skipped += 1;
      continue;
    }
    if (!port) {
      if (await Settings.getConnection()) {
        // Connected, but the token cannot be read now: the call waits for it.
        await Command.scheduleRetry(id, new Date(Date.now() + commandRetryDelayMs(command.attempts)), 'No token');
        run.retrying += 1;
      } else {
        // No account connected: the school books through scheduling pages and keeps its calendar
        // there itself; the call is recorded as not made.
        await Command.markDone(id, 'not_connected', new Date());
        run.done += 1;
      }
      continue;
    }
    try {
      const result =
        command.kind === 'cancel_event'
          ? await port.cancelMeeting(command.target, command.reason ?? '')
          : await port.markNoShow(command.target);
      await Command.markDone(id, result, new Date());
      countMetric('ProviderCommandsDone');
      run.done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      // A refusal for good: the plan or the meeting (403, 404, a 4xx). A revoked token (401) is
      // retried: the team connects a new one within the hour the retries last.
      const final =
        (error instanceof ProviderRefused && error.status !== 401) ||
        error instanceof ProviderNotFound ||
        error instanceof ProviderRejected;
      if (final || command.attempts >= MAX_COMMAND_ATTEMPTS) {
        await Command.markFailed(command, new Date(), message);
        countMetric('ProviderCommandsFailed');
        log('error', 'scheduling service call given up', { commandId: id, kind: command.kind, ...errorFields(error) });
        run.failed += 1;
      } else {
        await Command.scheduleRetry(id, new Date(Date.now() + commandRetryDelayMs(command.attempts)), message);
        run.retrying += 1;
      }
    }
  }
  return run;
}
