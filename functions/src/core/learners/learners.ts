import { MAX_LEARNERS, learnerMessages, sameLearnerName, type LearnerData } from '@app/shared/students/learners';
import type { AddSiblingInput } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import * as Account from '../../db/entities/account';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Lead from '../../db/entities/lead';
import * as Student from '../../db/entities/student';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';

/** The account's holder and its learners' profiles, the account's own first (erased ones left out). */
export async function ofAccount(
  accountId: string,
): Promise<{ account: Account.AccountItem | null; learners: Student.StudentItem[] }> {
  const { account, learners: links } = await Account.withLearners(accountId);
  // A profile written before families has no account item yet: it is its own account's only learner.
  const ids = links.length > 0 ? links.map((link) => link.learnerId) : [accountId];
  const profiles = await Student.getMany(ids);
  return {
    account,
    learners: ids.flatMap((id) => {
      const learner = profiles.get(id);
      return learner && !learner.erasedAt ? [learner] : [];
    }),
  };
}

/** The account holder themself adds a learner (a child) with their profile answers: intake completed. */
export async function addByHolder(accountId: string, actor: Actor, data: LearnerData): Promise<StudentProfile> {
  return add(accountId, actor, {
    fullName: data.fullName,
    answers: { ageGroup: data.ageGroup, level: data.level, goals: data.goals, motivation: data.motivation },
    lead: data.leadId ? await Lead.get(data.leadId) : null,
  });
}

/** The team adds a brother or sister to a learner's account: name and age group; the parent completes the rest. */
export async function addByTeam(actor: Actor, studentId: string, input: AddSiblingInput): Promise<StudentProfile> {
  const sibling = await Student.get(studentId, true);
  if (!sibling || sibling.erasedAt) throw new NotFoundError(learnerMessages.notFound);
  return add(Student.accountOf(sibling), actor, { fullName: input.fullName, ageGroup: input.ageGroup ?? null });
}

async function add(
  accountId: string,
  actor: Actor,
  input: {
    fullName: string;
    answers?: Pick<StudentProfile, 'ageGroup' | 'level' | 'goals' | 'motivation'>;
    ageGroup?: StudentProfile['ageGroup'];
    /** The intake the parent just filled for this learner: linked when it is theirs and not linked yet. */
    lead?: Awaited<ReturnType<typeof Lead.get>>;
  },
): Promise<StudentProfile> {
  const { account, learners } = await ofAccount(accountId);
  if (!account) throw new NotFoundError(learnerMessages.accountNotFound);
  if (learners.some((learner) => sameLearnerName(learner.fullName, input.fullName))) {
    throw new ConflictError(learnerMessages.sameName, { fullName: learnerMessages.sameName });
  }
  if (account.learnerCount >= MAX_LEARNERS) throw new ConflictError(learnerMessages.tooMany);
  const { lead } = input;
  const leadId = lead && !lead.studentId && lead.email === account.email ? lead.id : undefined;
  const base = Student.newProfile({
    id: crypto.randomUUID(),
    account: { id: account.id, fullName: account.fullName },
    fullName: input.fullName,
    email: account.email,
    phone: account.phone,
    leadId,
  });
  const profile: StudentProfile = input.answers
    ? { ...base, ...input.answers, intakeCompleted: true }
    : { ...base, ageGroup: input.ageGroup ?? null };
  await transact([
    ...Student.putNewFiled(profile).map((item) => ({ item })),
    ...Account.addLearner(account.id, profile.id, profile.createdAt, MAX_LEARNERS).map((item) => ({
      item,
      onConditionFailed: () => new ConflictError(learnerMessages.tooMany),
    })),
    { item: Counters.change({ students: 1, students_active: 1 }) },
    ...(leadId ? [{ item: Lead.linkStudent(leadId, profile.id) }] : []),
    {
      item: Activity.put(actor, {
        action: 'create',
        entityType: 'student',
        entityId: profile.id,
        details: { name: profile.fullName, email: profile.email, accountId: account.id },
      }),
    },
  ]);
  return profile;
}
