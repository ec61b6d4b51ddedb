import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { learnerMessages, sameLearnerName, type LearnerInput } from '@app/shared/students/learners';
import type { StudentProfile } from '@app/shared/students/schemas';
import { notify } from '../../components/ui/toaster';
import { useAddLearner } from '../../lib/add-learner';
import { learnerFromIntake } from '../../lib/learner-from-intake';
import { learnerTexts } from '../../lib/learner-texts';
import { clearSavedIntake, type KeptIntake } from '../../lib/saved-intake';
import { pathWithLearner, useLearner } from '../../lib/use-learner';

/**
 * A signed-in account's paid intake is about a learner: one of the account's (same name), or a
 * new one made from the answers (POST /api/me/learners, with the lead). When the answers are not
 * enough for a profile, `completing` holds them for the Add-a-learner form to finish. Either way
 * it ends on the packages, for the course and that learner.
 */
export function useIntakeLearner(courseId: string | undefined) {
  const { learners } = useLearner();
  const add = useAddLearner();
  const navigate = useNavigate();
  const [completing, setCompleting] = useState<LearnerInput | null>(null);

  /** The packages for `learner`; the answers kept for them are no longer needed. */
  const goOn = (learner: StudentProfile) => {
    clearSavedIntake();
    setCompleting(null);
    navigate(pathWithLearner(courseId ? `/packages?courseId=${courseId}` : '/packages', learner.id));
  };

  /** Finds or adds the learner and goes on; a refusal to add them is thrown for the form to show. */
  async function continueWith(kept: KeptIntake): Promise<void> {
    const known = learners.find((learner) => sameLearnerName(learner.fullName, kept.fullName));
    if (known) {
      notify.success(INTAKE_RECEIVED, learnerTexts.intakeReceivedText(known.fullName));
      goOn(known);
      return;
    }
    const { input, complete } = learnerFromIntake(kept, kept.leadId);
    if (!complete) {
      setCompleting(input);
      return;
    }
    const learner = await add.mutateAsync(input);
    notify.success(learnerMessages.addedTitle, learnerMessages.addedText);
    goOn(learner);
  }

  return { continueWith, completing, stopCompleting: () => setCompleting(null), goOn };
}

/** The title of the toast after an intake (a visitor's: an account comes next). */
export const INTAKE_RECEIVED = 'Application Received!';
