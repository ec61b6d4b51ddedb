import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import type { TxItem } from './table';

/**
 * The one way the code writes several items at once. Each step may say what its condition
 * failing means in domain terms ("already approved", "no sessions left"); a step whose failure
 * means "this event was applied before" returns `Replayed`, which the caller turns into a
 * harmless answer. DynamoDB cancels a transaction that collides with another one on the same item
 * (`TransactionConflict`); those are retried with jittered exponential backoff.
 */
export interface TxStep {
  item: TxItem;
  onConditionFailed?: () => Error;
}

/** Thrown when a step marked as an idempotency marker finds the event already applied. */
export class Replayed extends Error {
  constructor(what: string) {
    super(`Already applied: ${what}`);
    this.name = 'Replayed';
  }
}

export interface TransactOptions {
  /** Attempts in all (the first one included). */
  attempts?: number;
  /** Base delay of the backoff, in ms. */
  baseDelayMs?: number;
}

type CancellationReason = { Code?: string; Message?: string };

export async function transact(steps: readonly TxStep[], options: TransactOptions = {}): Promise<void> {
  const attempts = options.attempts ?? 6;
  const baseDelayMs = options.baseDelayMs ?? 25;
  if (steps.length === 0) return;
  if (steps.length > 100) throw new Error(`A transaction holds at most 100 items, not ${steps.length}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: steps.map((step) => step.item) }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const failed = reasons
        .map((reason, index) => ({ reason, step: steps[index] }))
        .filter(({ reason }) => reason.Code === 'ConditionalCheckFailed');
      if (failed.length > 0)
        throw domainError(
          failed.map(({ step }) => step),
          error,
        );
      const conflicted = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflicted || attempt >= attempts) throw error;
      await sleep(backoff(attempt, baseDelayMs));
    }
  }
}

function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  return (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/** A replay wins over every other failure: a repeated delivery must never look like an error. */
function domainError(failedSteps: (TxStep | undefined)[], original: unknown): Error {
  const errors = failedSteps.flatMap((step) => (step?.onConditionFailed ? [step.onConditionFailed()] : []));
  return errors.find((error) => error instanceof Replayed) ?? errors[0] ?? (original as Error);
}

function backoff(attempt: number, baseDelayMs: number): number {
  const ceiling = baseDelayMs * 2 ** (attempt - 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
