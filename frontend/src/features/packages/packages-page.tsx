import { useState } from 'react';
import { Alert, Card, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod';
import { pendingKey, requestMessages } from '@app/shared/requests/schemas';
import type { Package } from '@app/shared/packages/schemas';
import { VerifyEmailNotice } from '../../components/auth/verify-email-notice';
import { IntakeLearnerOffer } from '../../components/learners/intake-learner-offer';
import { QueryStates } from '../../components/ui/query-states';
import { notify } from '../../components/ui/toaster';
import { FormAlert } from '../../components/ui/form-alert';
import { errorMessage } from '../../lib/api-client';
import { canBook } from '../../lib/course-bookable';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { FORM_ALERT_ATTR } from '../../lib/form-errors';
import { useLearner } from '../../lib/use-learner';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreatePackageRequest } from './api/create-package-request';
import { useCourse } from './api/get-course';
import { usePendingKeys } from './api/get-pending-keys';
import { usePackages } from './api/get-packages';
import { CoursePicker } from './components/course-picker';
import { LearnerPicker } from './components/learner-picker';
import { NextSteps } from './components/next-steps';
import { PackageCard } from './components/package-card';

const uuid = z.uuid();

function PackagesSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      role="status"
      aria-busy="true"
      aria-label="Loading packages"
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Card.Root key={index} data-testid="package-skeleton">
          <Card.Body gap="3">
            <Skeleton h="6" w="2/3" />
            <Skeleton h="10" w="1/2" />
            <Skeleton h="4" w="1/3" />
            <Skeleton h="10" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * /packages?courseId=&learner=: the student picks a package and asks for it; the team follows up
 * with payment. An account with several learners says whom it is for ("For", the current learner
 * first); what that learner already asked for is what cannot be asked for again.
 */
export function PackagesPage() {
  usePageTitle('Choose Your Package', 'Choose a package of live one-to-one sessions with our tutors.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const given = uuid.safeParse(params.get('courseId')).data;
  const course = useCourse(given);
  // Sessions of a course without a scheduling page cannot be booked, so they are not sold.
  const givenNotForSale = Boolean(course.data && !canBook(course.data));
  // A course that cannot be found or sold is not sent; the student may pick one instead.
  const courseId = given && !course.isError && !givenNotForSale ? given : undefined;
  const [chosenCourseId, setChosenCourseId] = useState('');
  const chosen = useCourse(courseId ? undefined : chosenCourseId || undefined);
  const chosenNotForSale = !courseId && Boolean(chosen.data && !canBook(chosen.data));
  const forCourse = courseId ?? (chosenCourseId || undefined);
  const { learner, learners, many, learnerId, writeLearnerId, ready, choose, link } = useLearner();
  const packages = usePackages();
  const pendingKeys = usePendingKeys(learnerId, ready);
  const request = useCreatePackageRequest();

  const [refusal, setRefusal] = useState<string | null>(null);

  async function requestPackage(pkg: Package) {
    setRefusal(null);
    try {
      await request.mutateAsync({ packageId: pkg.id, courseId: forCourse, learnerId: writeLearnerId });
    } catch (error) {
      // Said above the packages, with focus on it; the toast shows it without announcing it again.
      setRefusal(errorMessage(error));
      notify.error('Error', errorMessage(error), { silent: true, onPage: true });
      focusWhenReady(() => document.querySelector<HTMLElement>(`[${FORM_ALERT_ATTR}]`));
      return;
    }
    notify.success(requestMessages.submittedTitle, requestMessages.submittedText);
    navigate(link('/student/dashboard'));
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="10">
        <Stack gap="3" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Choose Your Package
          </Heading>
          {courseId ? (
            course.isPending ? (
              <Skeleton h="6" w="64" />
            ) : (
              <Text fontSize="lg">
                Sessions for{' '}
                <Text as="strong" color="brand.fg">
                  {course.data?.title}
                </Text>
              </Text>
            )
          ) : (
            <Text color="fg.muted" maxW="2xl">
              Live one-to-one sessions with your tutor. Pick a package and our team will be in touch.
            </Text>
          )}
          {givenNotForSale && (
            <Alert.Root status="warning" w="full" maxW="2xl" textAlign="start">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{course.data?.title}</Alert.Title>
                <Alert.Description>{requestMessages.courseNotBookable}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {(many || !courseId) && (
            <Stack w="full" maxW="md" textAlign="start" gap="5">
              {many && learner && (
                <LearnerPicker
                  learners={learners}
                  value={learner.id}
                  onChange={(id) => {
                    // A refusal was about the learner chosen before.
                    setRefusal(null);
                    choose(id);
                  }}
                />
              )}
              {!courseId && (
                <CoursePicker
                  value={chosenCourseId}
                  onChange={setChosenCourseId}
                  error={chosenNotForSale ? requestMessages.courseNotBookable : undefined}
                />
              )}
            </Stack>
          )}
        </Stack>

        <VerifyEmailNotice />
        <IntakeLearnerOffer onAdded={(added) => choose(added.id)} />
        <FormAlert title="Error" message={refusal ?? undefined} />
        <QueryStates
          query={packages}
          isEmpty={packages.data?.length === 0}
          loading={<PackagesSkeleton />}
          empty="No packages are available right now."
        >
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {packages.data?.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                requesting={request.isPending && request.variables?.packageId === pkg.id}
                disabled={request.isPending || chosenNotForSale}
                alreadyPending={pendingKeys.has(pendingKey(pkg.id, forCourse))}
                onRequest={() => void requestPackage(pkg)}
              />
            ))}
          </SimpleGrid>
        </QueryStates>

        <NextSteps />
      </Stack>
    </Container>
  );
}
