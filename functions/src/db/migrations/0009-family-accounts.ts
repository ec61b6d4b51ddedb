import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, learnerLinkKey } from '../entities/account';
import { ALL_STUDENTS, studentKey } from '../entities/student';
import { eachPage, type Migration } from './migration';

const conditionFailed = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Families: every student the previous version wrote becomes an account with one learner, the
 * student themself, keeping every id (the learner's id is the account's, so balances, lots, the
 * ledger, bookings, requests, certificates and the booking references already handed out all stay
 * theirs). Per student: the profile gains `accountId` (its own id) and `holderName` (its own name),
 * and the account partition gets the holder's contact and the learner's link. An erased profile
 * (its account deleted) gets only the two fields. Idempotent: each write is conditioned on not
 * being done yet, so a rerun changes nothing.
 */
export const familyAccounts: Migration = {
  id: '0009-family-accounts',
  description: 'Families: every student becomes an account holding one learner, themself (same ids)',
  access: { queries: [ALL_STUDENTS], writes: ['ACCOUNT#*', 'STUDENT#*'] },
  async run(context) {
    let changed = 0;
    const put = async (Item: Record<string, unknown>) => {
      try {
        await context.db.send(
          new PutCommand({ TableName: context.tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' }),
        );
        return 1;
      } catch (error) {
        if (conditionFailed(error)) return 0;
        throw error;
      }
    };
    await eachPage(
      context,
      {
        partition: ALL_STUDENTS,
        ProjectionExpression: 'id, fullName, email, phone, createdAt, accountId, erasedAt',
      },
      async (students) => {
        for (const student of students) {
          const id = String(student.id);
          if (student.accountId === undefined) {
            try {
              await context.db.send(
                new UpdateCommand({
                  TableName: context.tableName,
                  Key: studentKey(id),
                  UpdateExpression: 'SET accountId = :id, holderName = if_not_exists(holderName, fullName)',
                  ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(accountId)',
                  ExpressionAttributeValues: { ':id': id },
                }),
              );
              changed += 1;
            } catch (error) {
              if (!conditionFailed(error)) throw error;
            }
          }
          if (student.erasedAt) continue;
          const accountId = student.accountId === undefined ? id : String(student.accountId);
          // A learner added under families already has its account; only a student's own is made here.
          if (accountId !== id) continue;
          const createdAt = String(student.createdAt);
          changed += await put({
            ...accountKey(id),
            type: 'account',
            id,
            fullName: student.fullName,
            email: student.email,
            phone: student.phone ?? '',
            learnerCount: 1,
            createdAt,
          });
          changed += await put({ ...learnerLinkKey(id, id), type: 'account_learner', learnerId: id, createdAt });
        }
      },
    );
    return { changed };
  },
};
