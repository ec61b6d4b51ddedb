import { db, tableName } from '../../db/client';
import { runMigrations, type MigrationReport } from '../../db/migrations/runner';
import { log } from '../../lib/logger';

/** Brings the function's table up to this version's item shapes (the migrations it has not had yet). */
export async function migrateTable(): Promise<MigrationReport> {
  const report = await runMigrations({ db: db(), tableName: tableName() });
  log('info', 'migrations', { applied: report.applied, skipped: report.skipped.length });
  return report;
}
