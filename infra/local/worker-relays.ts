import { handler as deliverMail } from '@app/functions/handlers/scheduled/deliver-mail';
import { handler as processInbox } from '@app/functions/handlers/events/process-webhook-inbox';
import { handler as expireLeads } from '@app/functions/handlers/events/expire-leads';
import { handler as runProviderCommands } from '@app/functions/handlers/scheduled/run-provider-commands';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@app/functions/db/client';
import { RETENTION_PREFIX } from '@app/functions/db/entities/lead-retention';

/**
 * The local stand-ins for the workers the table's stream and schedules start in AWS: the mail
 * outbox's worker and the webhook inbox's worker. `poke()` after each API request plays the
 * stream (a delivery just stored is processed, a mail just queued goes out at once), and the
 * interval plays the schedule (retries, sweeps). One run at a time per worker; a poke during a run
 * starts another run right after it. `drain()` resolves once no run is in progress and none is
 * waiting (the tests call it before they read what a worker did).
 */
export interface WorkerRelay {
  poke(): void;
  drain(): Promise<void>;
  stop(): void;
}

function startRelay(name: string, run: () => Promise<void>, intervalMs: number, after?: () => void): WorkerRelay {
  let running: Promise<void> | null = null;
  let again = false;

  function start(): void {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => console.error(`${name} run failed`, error))
      .finally(() => {
        running = null;
        after?.();
        if (again) {
          again = false;
          start();
        }
      });
  }

  const timer = setInterval(start, intervalMs);
  timer.unref();
  return {
    poke: start,
    async drain() {
      while (running) await running;
    },
    stop: () => clearInterval(timer),
  };
}

/** The mail worker: sends due outbox mail. */
export function startMailRelay(intervalMs: number): WorkerRelay {
  return startRelay('mail delivery', () => deliverMail(), intervalMs);
}

/**
 * The provider-command worker: makes the calls the school owes its scheduling service (a lesson
 * cancelled in the back office, a no-show), then wakes the mail worker.
 */
export function startCommandRelay(intervalMs: number, mail?: WorkerRelay): WorkerRelay {
  return startRelay(
    'scheduling service calls',
    () => runProviderCommands(),
    intervalMs,
    () => mail?.poke(),
  );
}

/**
 * The webhook inbox's worker: processes every delivery still `received` (no minimum age: there is
 * no stream run to wait for), then wakes the mail worker for the mails processing queued.
 */
export function startInboxRelay(intervalMs: number, mail?: WorkerRelay): WorkerRelay {
  return startRelay(
    'webhook inbox',
    () => processInbox({ minAgeMs: 0 }),
    intervalMs,
    () => mail?.poke(),
  );
}

/**
 * The stream event AWS hands the inbox worker for deliveries just stored (keys only), for a
 * caller that knows which deliveries it stored: the worker processes exactly those.
 */
export function processStoredDeliveries(ids: readonly string[]): Promise<void> {
  // A failed run leaves its deliveries `received` for the next sweep (in AWS the stream retries it).
  return processInbox({ Records: ids.map((id) => ({ dynamodb: { Keys: { pk: { S: `INBOX#${id}` } } } })) }).catch(
    (error: unknown) => console.error('webhook inbox run failed', error),
  );
}

/** The delivery a webhook request just stored (as the stream would name it), from the request's answer. */
export function storedDeliveryIds(answered: { routeKey: string; status: number; body: string }): string[] {
  if (answered.routeKey !== 'POST /api/webhooks/calendly' || answered.status !== 200) return [];
  const receipt = JSON.parse(answered.body) as { deliveryId?: string; state?: string };
  return receipt.deliveryId && receipt.state === 'received' ? [receipt.deliveryId] : [];
}

/**
 * DynamoDB Local keeps expired items (it has no TTL process): this plays DynamoDB's TTL for the lead
 * retention clocks, removing those whose `expiresAt` has passed and handing the removals to the
 * retention job as the stream would (REMOVE by the service, keys only).
 */
export async function expireRetentionClocks(now = new Date()): Promise<number> {
  const epoch = Math.floor(now.getTime() / 1000);
  const removed: { pk: string; sk: string }[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :prefix) AND expiresAt <= :now',
        ExpressionAttributeValues: { ':prefix': RETENTION_PREFIX, ':now': epoch },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const key = { pk: item.pk as string, sk: item.sk as string };
      await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
      removed.push(key);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  if (removed.length > 0) {
    await expireLeads({
      Records: removed.map((key) => ({
        eventName: 'REMOVE' as const,
        userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
        dynamodb: { Keys: { pk: { S: key.pk }, sk: { S: key.sk } } },
      })),
    });
  }
  return removed.length;
}

/** The lead retention clocks, checked every `intervalMs` (DynamoDB's own TTL takes up to a few days). */
export function startRetentionRelay(intervalMs: number): WorkerRelay {
  return startRelay('lead retention', async () => void (await expireRetentionClocks()), intervalMs);
}
