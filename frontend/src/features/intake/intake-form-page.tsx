import { useEffect, useRef, useState } from 'react';
import { Box, Card, Container, Heading, HStack, Input, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { useAppForm } from '../../lib/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AGE_GROUPS,
  AGE_GROUP_LABELS,
  INTAKE_GOALS,
  INTAKE_LEVELS,
  INTAKE_LEVEL_LABELS,
  SCHEDULE_WINDOWS,
  intakeFormSchema,
  intakeMessages,
  intakeProgress,
  type BookingType,
  type IntakeData,
  type IntakeFormValues,
} from '@app/shared/leads/schemas';
import { RouteFallback } from '../../components/layout/route-fallback';
import { AddLearnerDialog } from '../../components/learners/add-learner-dialog';
import { FormField } from '../../components/ui/form-field';
import { Honeypot } from '../../components/ui/honeypot';
import { notify } from '../../components/ui/toaster';
import { BusyButton } from '../../components/ui/busy-button';
import { PrivacyNote } from '../../components/ui/privacy-note';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormAlert } from '../../components/ui/form-alert';
import { refusedName } from '../../lib/add-learner';
import { useAuth } from '../../lib/auth';
import { showServerError, toastValidationError } from '../../lib/form-errors';
import { learnerTexts } from '../../lib/learner-texts';
import { saveIntake } from '../../lib/saved-intake';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreateLead } from './api/create-lead';
import { useCourseTitle } from './api/get-course-title';
import { INTAKE_RECEIVED, useIntakeLearner } from './use-intake-learner';
import { CheckboxField, CheckboxesField, RadioField } from '../../components/ui/choice-fields';

/** The shortest answer to 'Why do you want to learn?' the form accepts. */
const WHY_MIN = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SUBMISSION_FAILED = 'Submission Failed';
const empty = { fullName: '', email: '', phone: '', why: '', goals: [], schedule: [] } as unknown as IntakeFormValues;

/**
 * /intake-form?type=trial|paid&courseId=: the public intake. A visitor's paid intake goes on to
 * an account; a signed-in account's paid intake is for a learner (its name editable, the account's
 * e-mail and phone locked) and goes on to that learner's packages. A signed-in trial intake is
 * locked to the account's first learner, as before.
 */
export function IntakeFormPage() {
  usePageTitle('Book Your Lesson', 'Tell us about your goals and pick a time for your lesson with one of our tutors.');
  const [params] = useSearchParams();
  const bookingType: BookingType = params.get('type') === 'paid' ? 'paid' : 'trial';
  const rawCourseId = params.get('courseId') ?? '';
  const courseId = UUID.test(rawCourseId) ? rawCourseId : undefined;
  const { state } = useAuth();
  const navigate = useNavigate();
  const createLead = useCreateLead();
  const courseTitle = useCourseTitle(courseId);
  const honeypot = useRef<HTMLInputElement>(null);
  // The lead of a paid intake whose learner could not be added yet: a second try does not make another.
  // The lead made by a submit whose learner could not be added: reused only for the very same answers.
  const leadId = useRef<{ id: string; answers: string } | null>(null);
  const intakeLearner = useIntakeLearner(courseId);
  // What the form's alert is titled: the lead was refused, or the learner it is for.
  const [failedTitle, setFailedTitle] = useState(SUBMISSION_FAILED);
  const form = useAppForm<IntakeFormValues, unknown, IntakeData>({
    resolver: zodResolver(intakeFormSchema),
    defaultValues: empty,
  });
  const values = useWatch({ control: form.control });
  const progress = intakeProgress(values);

  const me = state.status === 'signedIn' && state.me.role === 'student' ? state.me : null;
  const profile = me?.student ?? null;
  // Whose e-mail and phone a signed-in intake is locked to: the account holder's.
  const holder = me ? (me.account ?? profile) : null;
  // A signed-in account's paid intake is for a learner: the name is theirs to give.
  const forLearner = Boolean(holder) && bookingType === 'paid';
  useEffect(() => {
    if (!holder) return;
    if (!forLearner && profile) form.setValue('fullName', profile.fullName);
    form.setValue('email', holder.email);
    form.setValue('phone', holder.phone);
  }, [holder, profile, forLearner, form]);

  if (state.status === 'loading') return <RouteFallback />;
  // An account that is not a student's (the team) has no learner to ask for: the packages page says so.
  if (state.status === 'signedIn' && bookingType === 'paid' && !holder) {
    return <Navigate to={courseId ? `/packages?courseId=${courseId}` : '/packages'} replace />;
  }

  const onSubmit = form.handleSubmit(async (data) => {
    // Prefilled fields are locked to the account's own details (the learner's name aside).
    const intake = holder
      ? {
          ...data,
          fullName: forLearner ? data.fullName : (profile?.fullName ?? data.fullName),
          email: holder.email,
          phone: holder.phone,
        }
      : data;
    const answers = JSON.stringify(intake);
    let lead = forLearner && leadId.current?.answers === answers ? leadId.current.id : null;
    if (!lead) {
      try {
        const created = await createLead.mutateAsync({
          ...intake,
          bookingType,
          courseId,
          website: honeypot.current?.value || undefined,
        });
        lead = created.id;
      } catch (error) {
        setFailedTitle(SUBMISSION_FAILED);
        showServerError(form, error, { title: SUBMISSION_FAILED });
        return;
      }
    }
    const kept = {
      fullName: intake.fullName,
      email: intake.email,
      level: intake.level,
      goals: intake.goals,
      why: intake.why,
      // Sign-up fills the new student's profile with these too (and a learner added later).
      ageGroup: intake.ageGroup,
      phone: intake.phone,
      leadId: lead,
    };
    saveIntake(kept);
    if (forLearner) {
      leadId.current = { id: lead, answers };
      try {
        await intakeLearner.continueWith(kept);
      } catch (error) {
        setFailedTitle(learnerTexts.addFailedTitle);
        showServerError(form, error, {
          title: learnerTexts.addFailedTitle,
          field: refusedName(error) ? 'fullName' : undefined,
        });
      }
      return;
    }
    if (bookingType === 'paid' && state.status !== 'signedIn') {
      notify.success(INTAKE_RECEIVED, 'Please create an account to continue.');
      navigate(`/student-auth?redirect=/packages${courseId ? `&courseId=${courseId}` : ''}`);
    } else {
      notify.success('Success!', 'Your information has been submitted.');
      navigate('/book');
    }
  }, toastValidationError);

  const { errors, isSubmitting } = form.formState;
  const locked = Boolean(holder);

  return (
    <Container maxW="3xl" py="12">
      <Stack gap="3" textAlign="center" mb="8">
        <Heading as="h1" size="4xl">
          {bookingType === 'paid' ? 'Book This Course' : 'Book Your Free Trial'}
        </Heading>
        {courseTitle.data && (
          <Text
            alignSelf="center"
            bg="brand.subtle"
            color="brand.fg"
            px="4"
            py="1.5"
            rounded="full"
            fontWeight="medium"
          >
            Course: {courseTitle.data}
          </Text>
        )}
        <Text color="fg.muted">A few questions so your tutor can prepare. It takes about two minutes.</Text>
        <Text color="fg.muted" fontSize="sm">
          Fields marked{' '}
          <Box as="span" color="fg.error" aria-hidden="true">
            *
          </Box>
          <Box as="span" srOnly>
            with an asterisk
          </Box>{' '}
          are required.
        </Text>
      </Stack>

      <Progress.Root value={progress} colorPalette="brand" mb="8">
        <HStack justify="space-between" mb="2">
          <Progress.Label>Your progress</Progress.Label>
          <Text fontSize="sm" color="fg.muted">
            {progress}% complete
          </Text>
        </HStack>
        {/* The bar is named for what it measures; its value reads as the text beside it. */}
        <Progress.Track aria-label="Your progress" aria-valuetext={`${progress}% complete`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>

      <form onSubmit={onSubmit} noValidate aria-label="Intake form">
        <Stack gap="8" position="relative">
          <ErrorSummary errors={errors} />
          <Card.Root as="section" aria-labelledby="personal-heading">
            <Card.Body gap="5">
              <Heading as="h2" id="personal-heading" size="lg">
                Personal Information
              </Heading>
              <FormField
                label={forLearner ? learnerTexts.intakeNameLabel : 'Full Name'}
                error={errors.fullName?.message}
                helper={forLearner ? learnerTexts.intakeNameHelper : undefined}
                required
              >
                <Input
                  autoComplete={forLearner ? 'off' : 'name'}
                  disabled={locked && !forLearner}
                  {...form.register('fullName')}
                />
              </FormField>
              <FormField label="Email" error={errors.email?.message} required>
                <Input type="email" autoComplete="email" disabled={locked} {...form.register('email')} />
              </FormField>
              <FormField label="Phone (optional)" error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" disabled={locked} {...form.register('phone')} />
              </FormField>
              <Controller
                control={form.control}
                name="ageGroup"
                render={({ field }) => (
                  <RadioField
                    legend="Age Group"
                    name="ageGroup"
                    options={AGE_GROUPS.map((value) => ({ value, label: AGE_GROUP_LABELS[value] }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.ageGroup?.message}
                    required
                  />
                )}
              />
            </Card.Body>
          </Card.Root>

          <Card.Root as="section" aria-labelledby="goals-heading">
            <Card.Body gap="5">
              <Heading as="h2" id="goals-heading" size="lg">
                Learning Goals
              </Heading>
              <Controller
                control={form.control}
                name="level"
                render={({ field }) => (
                  <RadioField
                    legend="Current Level"
                    name="level"
                    options={INTAKE_LEVELS.map((value) => ({ value, label: INTAKE_LEVEL_LABELS[value] }))}
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
                    legend="What are your goals?"
                    name="goals"
                    options={INTAKE_GOALS}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.goals?.message}
                    required
                  />
                )}
              />
              {/* The minimum stays in view beside the error, which only says more is needed. */}
              <FormField
                label="Why do you want to learn?"
                error={errors.why?.message}
                required
                helper={`At least ${WHY_MIN} characters: a sentence or two is plenty.`}
                keepHelper
              >
                <Textarea rows={4} {...form.register('why')} />
              </FormField>
            </Card.Body>
          </Card.Root>

          <Card.Root as="section" aria-labelledby="schedule-heading">
            <Card.Body gap="5">
              <Heading as="h2" id="schedule-heading" size="lg">
                Schedule Preferences
              </Heading>
              <Controller
                control={form.control}
                name="schedule"
                render={({ field }) => (
                  <CheckboxesField
                    legend="When can you take lessons?"
                    name="schedule"
                    options={SCHEDULE_WINDOWS}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.schedule?.message}
                    required
                  />
                )}
              />
              <Controller
                control={form.control}
                name="consent"
                render={({ field }) => (
                  <CheckboxField
                    name="consent"
                    label={intakeMessages.consentLabel}
                    checked={field.value === true}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.consent?.message}
                    required
                  />
                )}
              />
            </Card.Body>
          </Card.Root>

          <Honeypot ref={honeypot} />
          <FormAlert title={failedTitle} message={errors.root?.server?.message} />
          <BusyButton
            type="submit"
            colorPalette="brand"
            size="lg"
            busy={isSubmitting}
            busyText="Setting up your calendar..."
          >
            Continue to Pick a Time
          </BusyButton>
          <PrivacyNote />
        </Stack>
      </form>
      {forLearner && (
        <AddLearnerDialog
          open={intakeLearner.completing !== null}
          onClose={intakeLearner.stopCompleting}
          defaults={intakeLearner.completing ?? undefined}
          onAdded={intakeLearner.goOn}
        />
      )}
    </Container>
  );
}
