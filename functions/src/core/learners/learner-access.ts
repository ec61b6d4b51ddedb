import { learnerIdSchema, learnerMessages } from '@app/shared/students/learners';
import * as Student from '../../db/entities/student';
import type { StudentItem } from '../../db/entities/student';
import type { Caller } from '../../lib/auth';
import { NotFoundError } from '../../lib/errors';

/**
 * Who may act for whom, in one place: a signed-in account acts for the learners it holds, and for
 * nobody else. Every `/api/me/...` operation about a learner names them (left out: the account's
 * own first learner, whose id is the account's) and passes here before it reads or writes
 * anything of theirs. A learner of another account, an erased one, or an id that names nobody
 * all answer the same 404, so an id of someone else's child tells the caller nothing.
 */
export async function learnerOf(caller: Pick<Caller, 'userId'>, learnerId?: string): Promise<StudentItem> {
  const id = learnerId ?? caller.userId;
  if (!learnerIdSchema.safeParse(id).success) throw new NotFoundError(learnerMessages.notFound);
  const learner = await Student.get(id, true);
  if (!learner || learner.erasedAt || Student.accountOf(learner) !== caller.userId) {
    throw new NotFoundError(learnerMessages.notFound);
  }
  return learner;
}
