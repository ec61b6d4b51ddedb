import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../conditions';
import type { Migration, MigrationContext } from './migration';
import { MIGRATIONS } from './migrations';

/**
 * Applies the migrations a table has not had yet, in order, and records each in the table:
 * `SYSTEM / MIGRATION#<id>`. Before running one, a run claims it with a conditional put (only if
 * no record exists, or the record is a claim whose lease has run out), so two runs at once never
 * both apply it: the other one waits for the record to say `applied`, and moves on. A run that
 * fails gives its claim back and stops (the later migrations may depend on this one); a run that
 * dies leaves its claim to expire after the lease.
 */
export const migrationKey = (id: string) => ({ pk: 'SYSTEM', sk: `MIGRATION#${id}` });

/** How long a claim holds: longer than any one migration may take (the Lambda stops at 10 minutes). */
export const MIGRATION_LEASE_MS = 15 * 60_000;

export interface MigrationRecord {
  id: string;
  description: string;
  status: 'running' | 'applied';
  runId: string;
  startedAt: string;
  leaseUntil?: string;
  appliedAt?: string;
  changed?: number;
}

export interface MigrationReport {
  /** Applied by this run, with how many items each changed. */
  applied: { id: string; changed: number }[];
  /** Applied before (or by another run meanwhile). */
  skipped: string[];
}

export interface RunOptions {
  /** How long to wait for another run's claim before giving up (default: one lease). */
  waitMs?: number;
  /** How often to look at another run's claim while waiting. */
  pollMs?: number;
}

export async function runMigrations(
  context: MigrationContext,
  migrations: readonly Migration[] = MIGRATIONS,
  options: RunOptions = {},
): Promise<MigrationReport> {
  const ids = new Set<string>();
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new Error(`Two migrations share the id ${migration.id}`);
    ids.add(migration.id);
  }
  const runId = crypto.randomUUID();
  const report: MigrationReport = { applied: [], skipped: [] };
  for (const migration of migrations) {
    const claimed = await claim(context, migration, runId, options);
    if (!claimed) {
      report.skipped.push(migration.id);
      continue;
    }
    let changed: number;
    try {
      ({ changed } = await migration.run(context));
    } catch (error) {
      await release(context, migration.id, runId);
      throw error;
    }
    await record(context, migration.id, runId, changed);
    report.applied.push({ id: migration.id, changed });
  }
  return report;
}

/** The record of one migration in this table, or null when it was never claimed. */
export async function migrationRecord(context: MigrationContext, id: string): Promise<MigrationRecord | null> {
  const answer = await context.db.send(
    new GetCommand({ TableName: context.tableName, Key: migrationKey(id), ConsistentRead: true }),
  );
  return (answer.Item as MigrationRecord | undefined) ?? null;
}

/** True when this run may apply the migration now; false when it is applied (by anyone). */
async function claim(
  context: MigrationContext,
  migration: Migration,
  runId: string,
  options: RunOptions,
): Promise<boolean> {
  const giveUpAt = Date.now() + (options.waitMs ?? MIGRATION_LEASE_MS);
  for (;;) {
    const existing = await migrationRecord(context, migration.id);
    if (existing?.status === 'applied') return false;
    const now = new Date();
    if (!existing || (existing.leaseUntil ?? '') < now.toISOString()) {
      try {
        await context.db.send(
          new PutCommand({
            TableName: context.tableName,
            Item: {
              ...migrationKey(migration.id),
              type: 'migration',
              id: migration.id,
              description: migration.description,
              status: 'running',
              runId,
              startedAt: now.toISOString(),
              leaseUntil: new Date(now.getTime() + MIGRATION_LEASE_MS).toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(pk) OR (#status = :running AND leaseUntil < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':running': 'running', ':now': now.toISOString() },
          }),
        );
        return true;
      } catch (error) {
        // Another run claimed it (or finished it) between our read and our write: look again.
        if (!isConditionFailure(error)) throw error;
        continue;
      }
    }
    // Another run holds it: wait for it to be applied, or for the claim to run out.
    if (Date.now() >= giveUpAt) {
      throw new Error(`Migration ${migration.id} is being applied by another run (${existing.runId})`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}

/** The migration is applied: the claim becomes the record, only while it is still ours. */
async function record(context: MigrationContext, id: string, runId: string, changed: number): Promise<void> {
  try {
    await context.db.send(
      new UpdateCommand({
        TableName: context.tableName,
        Key: migrationKey(id),
        UpdateExpression: 'SET #status = :applied, appliedAt = :now, changed = :changed REMOVE leaseUntil',
        ConditionExpression: 'runId = :runId AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':applied': 'applied',
          ':running': 'running',
          ':now': new Date().toISOString(),
          ':changed': changed,
          ':runId': runId,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Our lease ran out and another run took the migration over: stop here, it goes on.
    throw new Error(`Migration ${id} outlived its claim; another run is applying it`, { cause: error });
  }
}

/** Gives a failed run's claim back, so the next run tries again at once. */
async function release(context: MigrationContext, id: string, runId: string): Promise<void> {
  try {
    await context.db.send(
      new DeleteCommand({
        TableName: context.tableName,
        Key: migrationKey(id),
        ConditionExpression: 'runId = :runId AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':runId': runId, ':running': 'running' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
