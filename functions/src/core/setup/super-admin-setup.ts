import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { authMessages, type SetupInput } from '@app/shared/auth/schemas';
import { db, tableName } from '../../db/client';
import { isConditionFailure } from '../../db/conditions';
import * as Admin from '../../db/entities/admin';
import * as Counters from '../../db/entities/counters';
import { setupLockKey } from '../../db/entities/system';
import { transact } from '../../db/transact';
import { createUserWithPassword } from '../../lib/cognito-users';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { sameSecret } from '../../lib/same-secret';
import { setupCode } from '../../lib/secrets';

/**
 * In AWS the deployment creates a one-time code (read by whoever deployed it), so the first
 * super admin is not whoever reaches the page first. Checked before the lock is taken.
 */
async function assertSetupCode(sent: string | undefined): Promise<void> {
  const code = await setupCode();
  if (code === null) return;
  if (!sent) throw new ValidationError(authMessages.setupCodeRequired, { setupCode: authMessages.setupCodeRequired });
  if (!sameSecret(sent, code)) throw new ForbiddenError(authMessages.setupCodeWrong);
}

/**
 * First-run creation of the super admin. A conditional put of one lock item decides the race:
 * exactly one request claims it, every other gets 409. The lock is released only when the
 * account could not be created, so setup can be tried again. (Whether setup is still open is
 * setup-status.ts.)
 */
export async function createSuperAdmin(input: SetupInput): Promise<{ userId: string; email: string }> {
  await assertSetupCode(input.setupCode);
  const startedAt = new Date().toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...setupLockKey(), type: 'setup_lock', state: 'creating', email: input.email, startedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(authMessages.setupClosed);
    throw error;
  }

  let userId: string;
  try {
    userId = await createUserWithPassword({
      email: input.email,
      name: input.fullName,
      password: input.password,
      group: 'super_admin',
      emailTakenMessage: authMessages.emailTaken,
      emailVerified: true,
    });
  } catch (error) {
    // Setup could not finish: release the lock so it can be tried again.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: setupLockKey() }));
    throw error;
  }

  const now = new Date().toISOString();
  await transact([
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: {
            ...setupLockKey(),
            type: 'setup_lock',
            state: 'done',
            userId,
            email: input.email,
            startedAt,
            doneAt: now,
          },
        },
      },
    },
    { item: Counters.change({ admins: 1, super_admins: 1 }) },
    {
      item: Admin.put({
        id: userId,
        name: input.fullName,
        email: input.email,
        role: 'super_admin',
        status: 'active',
        createdAt: now,
        updatedAt: now,
        version: 0,
      }),
    },
  ]);
  return { userId, email: input.email };
}
