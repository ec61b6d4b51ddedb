import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authMessages, type SetupInput } from '@app/shared/auth/schemas';
import { db, tableName } from '../../db/client';
import { isConditionFailure } from '../../db/conditions';
import { byCreated, keys } from '../../db/keys';
import { cognito } from '../../lib/cognito';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';

/**
 * First-run creation of the super admin. A conditional put of one lock item decides the race:
 * exactly one request claims it, every other gets 409. The lock is released only when the
 * account could not be created, so setup can be tried again.
 */
export async function isOpen(): Promise<boolean> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.setupLock(), ConsistentRead: true }),
  );
  return !answer.Item;
}

export async function createSuperAdmin(input: SetupInput): Promise<{ userId: string; email: string }> {
  const startedAt = new Date().toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.setupLock(), type: 'setup_lock', state: 'creating', email: input.email, startedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(authMessages.setupClosed);
    throw error;
  }

  let userId: string;
  try {
    userId = await createCognitoUser(input);
  } catch (error) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.setupLock() }));
    if (error instanceof Error && error.name === 'UsernameExistsException') {
      throw new ConflictError(authMessages.emailTaken);
    }
    throw error;
  }

  const now = new Date().toISOString();
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.setupLock(),
              type: 'setup_lock',
              state: 'done',
              userId,
              email: input.email,
              startedAt,
              doneAt: now,
            },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.admin(userId),
              type: 'admin',
              id: userId,
              name: input.fullName,
              email: input.email,
              status: 'active',
              createdAt: now,
              updatedAt: now,
              gsi1pk: 'ADMINS',
              gsi1sk: byCreated(now, userId),
            },
          },
        },
      ],
    }),
  );
  return { userId, email: input.email };
}

async function createCognitoUser(input: SetupInput): Promise<string> {
  const pool = env.userPoolId();
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: pool,
      Username: input.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: input.fullName },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool,
        Username: input.email,
        Password: input.password,
        Permanent: true,
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: input.email, GroupName: 'super_admin' }),
    );
  } catch (error) {
    // Leave no half-made account behind: remove it, then report the original failure.
    await cognito()
      .send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: input.email }))
      .catch((cleanup: unknown) => log('error', 'could not remove half-created user', errorFields(cleanup)));
    throw error;
  }
  return sub;
}
