import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentProfile } from '@app/shared/students/schemas';
import { toaster } from '../../../components/ui/toaster';
import { studentPath } from '../student-path';

/**
 * 'Learner added', with the link to the new learner's page (the family card lists it too). Longer
 * than other toasts, since it carries a link.
 */
export function notifyLearnerAdded(learner: StudentProfile, holderName: string) {
  return toaster.create({
    type: 'success',
    title: 'Learner added',
    description: (
      <>
        {learner.fullName} is on {holderName}&apos;s account; the parent completes the profile when they sign in.{' '}
        <Link asChild color="inherit" textDecoration="underline" overflowWrap="anywhere">
          <RouterLink to={studentPath(learner.id)}>Open {learner.fullName}&apos;s page</RouterLink>
        </Link>
      </>
    ),
    closable: true,
    duration: 15_000,
  });
}
