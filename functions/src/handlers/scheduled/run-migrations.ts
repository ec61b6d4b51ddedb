import { migrateTable } from '../../core/migrations/run-migrations';

/**
 * The table's data migrations, run by each deployment that changes this function (a CDK trigger,
 * once the table and the API's functions are in place): the ones the table has not had yet, in
 * order. A migration that fails fails the invocation, and with it the deployment. Locally the
 * stack runs the same migrations as it starts.
 */
export const handler = async (): Promise<{ applied: string[]; skipped: string[] }> => {
  const report = await migrateTable();
  return { applied: report.applied.map((migration) => migration.id), skipped: report.skipped };
};
