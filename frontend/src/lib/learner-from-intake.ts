import * as z from 'zod';
import type { Me } from '@app/shared/auth/schemas';
import type { SavedIntake } from '@app/shared/leads/schemas';
import { learnerInputSchema, MAX_LEARNERS, sameLearnerName, type LearnerInput } from '@app/shared/students/learners';
import { intakeFromSaved, savedIntakeSchema } from '@app/shared/students/schemas';
import { intakeAnswers } from './intake-answers';
import type { KeptIntake } from './saved-intake';
import { accountLearners } from './use-learner';

const uuid = z.uuid();

export interface IntakeLearner {
  /** The Add-a-learner answers, in the profile's vocabulary; what the intake did not say is left out. */
  input: LearnerInput;
  /**
   * Whether they pass as they are (POST /api/me/learners in one click). When not (only the goal
   * "Other", no age group), the Add-a-learner form opens prefilled for the parent to finish.
   */
  complete: boolean;
}

/**
 * The public intake's answers as a new learner: kid → child, goals mapped, why → motivation
 * (`intakeFromSaved`), with the lead they came from. `fullName` is the learner's name.
 */
export function learnerFromIntake(saved: SavedIntake, leadId?: string, fullName = saved.fullName): IntakeLearner {
  const mapped = intakeFromSaved(savedIntakeSchema.parse(intakeAnswers(saved) ?? {}));
  const input: LearnerInput = {
    fullName: fullName.trim(),
    ageGroup: mapped.ageGroup ?? undefined,
    level: mapped.level ?? undefined,
    goals: mapped.goals,
    motivation: mapped.motivation,
    ...(leadId && uuid.safeParse(leadId).success ? { leadId } : {}),
  };
  // The profile's schema would default a missing age group or level: the parent says them instead.
  const complete = mapped.ageGroup !== null && mapped.level !== null && learnerInputSchema.safeParse(input).success;
  return { input, complete };
}

/**
 * The intake answers this browser kept, when they are about someone the signed-in account does
 * not hold yet (neither one of its learners nor its holder) and another learner fits: after a
 * parent logs in from the intake, the pages offer to add them. Null otherwise.
 */
export function intakeToOffer(saved: KeptIntake | null, me: Me | null): KeptIntake | null {
  const learners = accountLearners(me);
  if (!saved || learners.length === 0 || learners.length >= MAX_LEARNERS) return null;
  // Only the account's own answers: a shared computer may hold someone else's.
  const accountEmail = (me?.account?.email ?? me?.email ?? '').trim().toLowerCase();
  if (saved.email.trim().toLowerCase() !== accountEmail) return null;
  const name = saved.fullName.trim();
  if (name.length < 2 || learners.some((learner) => sameLearnerName(learner.fullName, name))) return null;
  const holder = me?.account?.fullName ?? learners[0]?.holderName ?? '';
  return holder && sameLearnerName(holder, name) ? null : saved;
}
