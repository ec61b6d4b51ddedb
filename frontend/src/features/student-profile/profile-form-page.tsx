import { Button, Card, Container, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_LEVELS, LEVEL_LABELS } from '@app/shared/courses/schemas';
import {
  STUDENT_AGE_GROUPS,
  STUDENT_AGE_GROUP_LABELS,
  STUDENT_GOALS,
  studentMessages,
  studentProfileSchema,
  type StudentProfile,
  type StudentProfileData,
  type StudentProfileInput,
} from '@app/shared/students/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { CheckboxesField, RadioField } from '../../components/ui/choice-fields';
import { FormField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/busy-button';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormAlert } from '../../components/ui/form-alert';
import { notify } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { safeRedirectPath } from '../../lib/redirect-path';
import { usePageTitle } from '../../lib/use-page-title';
import { useUpdateProfile } from './api/update-profile';

const DASHBOARD = '/student/dashboard';

/** The saved answers, or the defaults (adult, beginner) for a profile not filled in yet. */
function profileDefaults(profile: StudentProfile | null): StudentProfileInput {
  return {
    ageGroup: profile?.ageGroup ?? 'adult',
    level: profile?.level ?? 'beginner',
    goals: profile?.goals ?? [],
    motivation: profile?.motivation ?? '',
  };
}

/** /student/intake-form?redirect=: the student's learning profile, needed before booking sessions. */
export function ProfileFormPage() {
  usePageTitle('Complete Your Profile');
  const { state } = useAuth();
  // The form starts from the saved answers, so it waits until the account is known.
  if (state.status === 'loading') return <RouteFallback />;
  return <ProfileForm profile={state.status === 'signedIn' ? state.me.student : null} />;
}

function ProfileForm({ profile }: { profile: StudentProfile | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const form = useAppForm<StudentProfileInput, unknown, StudentProfileData>({
    resolver: zodResolver(studentProfileSchema),
    defaultValues: profileDefaults(profile),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      showServerError(form, error, { title: 'Error' });
      return;
    }
    notify.success(studentMessages.profileSavedTitle, studentMessages.profileSavedText);
    navigate(safeRedirectPath(params.get('redirect'), DASHBOARD), { replace: true });
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Complete Your Profile
        </Heading>
        <Text color="fg.muted">Tell us about yourself so your tutor can prepare lessons that fit your goals.</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Learning profile">
            <Stack gap="6">
              <ErrorSummary errors={errors} />
              <Controller
                control={form.control}
                name="ageGroup"
                render={({ field }) => (
                  <RadioField
                    legend="Age Group"
                    name="ageGroup"
                    options={STUDENT_AGE_GROUPS.map((value) => ({ value, label: STUDENT_AGE_GROUP_LABELS[value] }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.ageGroup?.message}
                    required
                  />
                )}
              />
              <Controller
                control={form.control}
                name="level"
                render={({ field }) => (
                  <RadioField
                    legend="Current Learning Level"
                    name="level"
                    options={COURSE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.level?.message}
                    required
                  />
                )}
              />
              <Controller
                control={form.control}
                name="goals"
                render={({ field }) => (
                  <CheckboxesField
                    legend="Learning Goals"
                    name="goals"
                    options={STUDENT_GOALS}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.goals?.message}
                    required
                  />
                )}
              />
              <FormField
                label="What motivates you to learn?"
                error={errors.motivation?.message}
                helper="At least 10 characters"
                required
              >
                <Textarea rows={4} {...form.register('motivation')} />
              </FormField>
              <FormAlert title="Error" message={errors.root?.server?.message} />
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
                <Button asChild variant="outline">
                  <RouterLink to={DASHBOARD}>Cancel</RouterLink>
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
