import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { isConditionFailure } from '../conditions';

/**
 * A scheduled job's lease (`SYSTEM`, `LEASE#<job>`): a run takes it before it starts and gives it
 * back when it ends, so two runs of one job never work at once; a run that dies leaves it to expire.
 */
const leaseKey = (job: string) => ({ pk: 'SYSTEM', sk: `LEASE#${job}` });

/** Takes the lease until `until`; false while another run holds it. */
export async function take(job: string, holder: string, now: Date, until: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: leaseKey(job),
        UpdateExpression: 'SET #type = :type, holder = :holder, leaseUntil = :until',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'job_lease',
          ':holder': holder,
          ':until': until.toISOString(),
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the lease back (only the run holding it can). */
export async function give(job: string, holder: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: leaseKey(job),
        UpdateExpression: 'REMOVE leaseUntil',
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
