import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  studentMessages,
  studentProfileSchema,
  type StudentProfile,
  type StudentProfileData,
  type StudentProfileInput,
} from '@app/shared/students/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { LearnerProfileFields } from '../../components/learners/learner-profile-fields';
import { BusyButton } from '../../components/ui/busy-button';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormAlert } from '../../components/ui/form-alert';
import { notify } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { learnerTexts } from '../../lib/learner-texts';
import { safeRedirectPath } from '../../lib/redirect-path';
import { useLearner, type LearnerChoice } from '../../lib/use-learner';
import { usePageTitle } from '../../lib/use-page-title';
import { useUpdateProfile } from './api/update-profile';

const DASHBOARD = '/student/dashboard';
const TITLE = 'Complete Your Profile';

/** The saved answers, or the defaults (adult, beginner) for a profile not filled in yet. */
function profileDefaults(profile: StudentProfile | null): StudentProfileInput {
  return {
    ageGroup: profile?.ageGroup ?? 'adult',
    level: profile?.level ?? 'beginner',
    goals: profile?.goals ?? [],
    motivation: profile?.motivation ?? '',
  };
}

/**
 * /student/intake-form?learner=&redirect=: the current learner's learning profile, needed before
 * booking sessions. An account with several learners sees whose it is in the title.
 */
export function ProfileFormPage() {
  const { state } = useAuth();
  const choice = useLearner();
  const title = choice.many && choice.learner ? learnerTexts.profileTitle(choice.learner) : TITLE;
  usePageTitle(title);
  // The form starts from the saved answers, so it waits until the account is known.
  if (state.status === 'loading') return <RouteFallback />;
  // Another learner's answers start a new form, not the one already filled in.
  return <ProfileForm key={choice.learner?.id} choice={choice} title={title} />;
}

function ProfileForm({ choice, title }: { choice: LearnerChoice; title: string }) {
  const { learner, many, writeLearnerId, link } = choice;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useAppForm<StudentProfileInput, unknown, StudentProfileData>({
    resolver: zodResolver(studentProfileSchema),
    defaultValues: profileDefaults(learner),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync({ ...values, learnerId: writeLearnerId });
    } catch (error) {
      showServerError(form, error, { title: 'Error' });
      return;
    }
    notify.success(studentMessages.profileSavedTitle, studentMessages.profileSavedText);
    navigate(safeRedirectPath(params.get('redirect'), link(DASHBOARD)), { replace: true });
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {title}
        </Heading>
        <Text color="fg.muted">{learnerTexts.profileIntro(many ? learner : null)}</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Learning profile">
            <Stack gap="6">
              <ErrorSummary errors={errors} />
              <LearnerProfileFields form={form} motivationLabel={learnerTexts.motivationLabel(many ? learner : null)} />
              <FormAlert title="Error" message={errors.root?.server?.message} />
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
                <Button asChild variant="outline">
                  <RouterLink to={link(DASHBOARD)}>Cancel</RouterLink>
                </Button>
                <BusyButton type="submit" colorPalette="brand" busy={isSubmitting} busyText="Saving...">
                  Save &amp; Continue
                </BusyButton>
              </Stack>
              <PrivacyNote />
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
