import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, learnerLinkKey } from '../entities/account';
import { ALL_STUDENTS, studentKey } from '../entities/student';
import { eachPage, type Migration, type MigrationContext } from './migration';

const refused = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionCanceledException');

/**
 * Families: every student the previous version wrote becomes an account with one learner, the
 * student themself, keeping every id (the learner's id is the account's, so balances, lots, the
 * ledger, bookings, requests, certificates and the booking references already handed out all stay
 * theirs). Per student, in one transaction conditioned on the profile still being there and not
 * erased (the application serves requests meanwhile: a deletion must not be undone): the profile
 * gains `accountId` (its own id) and `holderName` (its own name), and the account partition gets
 * the holder's contact and the learner's link. An erased profile gets only the two fields.
 * Idempotent: a profile that already names its account, and an account already there, are left
 * alone, so a rerun changes nothing.
 */
export const familyAccounts: Migration = {
  id: '0009-family-accounts',
  description: 'Families: every student becomes an account holding one learner, themself (same ids)',
  access: { queries: [ALL_STUDENTS], writes: ['ACCOUNT#*', 'STUDENT#*'], reads: ['ACCOUNT#*', 'STUDENT#*'] },
  async run(context) {
    let changed = 0;
    await eachPage(context, { partition: ALL_STUDENTS, ProjectionExpression: 'id' }, async (students) => {
      for (const { id } of students) changed += await migrateStudent(context, String(id));
    });
    return { changed };
  },
};

async function migrateStudent(context: MigrationContext, id: string): Promise<number> {
  const get = async (Key: Record<string, string>) =>
    (await context.db.send(new GetCommand({ TableName: context.tableName, Key, ConsistentRead: true }))).Item;
  const student = await get(studentKey(id));
  if (!student) return 0;
  // A learner added under families already belongs to an account made with it.
  if (student.accountId !== undefined && student.accountId !== id) return 0;
  const nameTheAccount = {
    TableName: context.tableName,
    Key: studentKey(id),
    UpdateExpression: 'SET accountId = :id, holderName = if_not_exists(holderName, fullName)',
    ExpressionAttributeValues: { ':id': id },
  };
  try {
    if (student.erasedAt) {
      if (student.accountId !== undefined) return 0;
      await context.db.send(
        new UpdateCommand({
          ...nameTheAccount,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(accountId)',
        }),
      );
      return 1;
    }
    if (await get(accountKey(id))) {
      if (student.accountId !== undefined) return 0;
      await context.db.send(
        new UpdateCommand({
          ...nameTheAccount,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(accountId)',
        }),
      );
      return 1;
    }
    await context.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              ...nameTheAccount,
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasedAt)',
            },
          },
          {
            Put: {
              TableName: context.tableName,
              Item: {
                ...accountKey(id),
                type: 'account',
                id,
                fullName: student.fullName,
                email: student.email,
                phone: student.phone ?? '',
                learnerCount: 1,
                createdAt: student.createdAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: context.tableName,
              Item: { ...learnerLinkKey(id, id), type: 'account_learner', learnerId: id, createdAt: student.createdAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 1;
  } catch (error) {
    // Erased, or made into an account, since it was read: nothing left to do for it.
    if (refused(error)) return 0;
    throw error;
  }
}
