import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { courseInputSchema } from '@app/shared/courses/schemas';
import { db, tableName } from '@app/functions/db/client';
import { isConditionFailure } from '@app/functions/db/conditions';
import { seedMarkerKey } from '@app/functions/db/entities/system';
import * as Courses from '@app/functions/core/courses/courses';
import * as Packages from '@app/functions/core/packages/packages';
import { demoCourses, demoPackages } from './seed-data';

const SEED = 'demo-catalogue-v1';
const seeder = { userId: 'seed', email: 'seed@tutoring.local' };

/**
 * Seed the demo catalogue once per data folder. A marker item claimed with a condition makes
 * sure two starts never seed twice. Needs the function environment (TABLE_NAME, endpoints) set.
 */
export async function seedDemoCatalogue(): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...seedMarkerKey(SEED), type: 'seed_marker', seededAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  // Oldest first, so the list (newest first) shows them in the order above.
  for (const course of [...demoCourses].reverse()) {
    await Courses.create(seeder, courseInputSchema.parse(course));
  }
  for (const pkg of demoPackages) await Packages.create(pkg);
  return true;
}
