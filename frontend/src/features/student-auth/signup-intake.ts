import type { SavedIntake } from '@app/shared/leads/schemas';
import { sameLearnerName } from '@app/shared/students/learners';
import type { SignupRequest } from '@app/shared/students/schemas';
import { intakeAnswers } from '../../lib/intake-answers';

/** Whether the kept intake was filled in for a child or a teen (a parent signs up for them). */
export function isChildIntake(saved: SavedIntake | null): boolean {
  return saved?.ageGroup === 'kid' || saved?.ageGroup === 'teen';
}

/**
 * The intake answers this browser kept from the public form, as sign-up sends them: the account's
 * first learner is made from them. Answers the server would refuse are dropped (lib/intake-answers).
 * A child's intake signed up under another name (the parent's) names the child as the learner.
 */
export function signupIntake(saved: SavedIntake | null, accountName = ''): SignupRequest['intake'] {
  const answers = intakeAnswers(saved);
  if (!answers || !saved || !isChildIntake(saved)) return answers;
  const learnerName = saved.fullName.trim();
  if (learnerName.length < 2 || learnerName.length > 100 || sameLearnerName(learnerName, accountName)) return answers;
  return { ...answers, learnerName };
}
