import { db, tableName } from '../../db/client';
import { MIGRATIONS } from '../../db/migrations/migrations';
import { runMigrations, type MigrationReport } from '../../db/migrations/runner';
import { log } from '../../lib/logger';

/**
 * How long a run waits for another run's claim on a migration before it gives up with an error:
 * less than the migrations function's own time (10 minutes), so it fails with a clear message.
 */
const WAIT_FOR_OTHER_RUN_MS = 8 * 60_000;

/** Brings the function's table up to this version's item shapes (the migrations it has not had yet). */
export async function migrateTable(): Promise<MigrationReport> {
  const report = await runMigrations({ db: db(), tableName: tableName() }, MIGRATIONS, {
    waitMs: WAIT_FOR_OTHER_RUN_MS,
  });
  log('info', 'migrations', { applied: report.applied, skipped: report.skipped.length });
  return report;
}
