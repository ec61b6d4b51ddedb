import { useCallback, useMemo } from 'react';
import { Badge, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import { readSavedIntake } from '../../lib/saved-intake';
import { trialBookingUrl } from '../../lib/trial-booking-url';
import { usePageTitle } from '../../lib/use-page-title';
import { schedulingEmbedUrl } from '../../lib/scheduling-url';
import { SchedulingWidget } from '../../components/ui/scheduling-widget';

export function BookPage() {
  usePageTitle('Pick Your Perfect Time', 'Choose a time for your lesson with one of our tutors.');
  const navigate = useNavigate();
  const intake = useMemo(() => readSavedIntake(), []);
  const pageUrl = trialBookingUrl();
  const src = useMemo(
    () =>
      schedulingEmbedUrl(
        pageUrl,
        {
          name: intake?.fullName,
          email: intake?.email,
          answers: { a1: intake?.level, a2: intake?.goals.join(', '), a3: intake?.why },
        },
        window.location.host,
      ),
    [pageUrl, intake],
  );
  const onScheduled = useCallback(() => navigate('/booking-confirmed'), [navigate]);

  return (
    <Container maxW="5xl" py="12">
      <Stack gap="3" textAlign="center" mb="8">
        <Heading as="h1" size="4xl">
          Pick Your Perfect Time
        </Heading>
        <Text color="fg.muted">Choose a slot that suits you; your tutor will be ready for you.</Text>
      </Stack>
      {intake && (
        <Card.Root mb="8" variant="subtle" as="section" aria-labelledby="summary-heading">
          <Card.Body gap="2">
            <Heading as="h2" id="summary-heading" size="md">
              Your details
            </Heading>
            <Text>
              <strong>Name:</strong> {intake.fullName}
            </Text>
            {intake.level && (
              <Text>
                <strong>Level:</strong> {LEVEL_LABELS[intake.level as CourseLevel] ?? intake.level}
              </Text>
            )}
            {intake.goals.length > 0 && (
              <HStack gap="2" flexWrap="wrap">
                <Text as="span" fontWeight="bold">
                  Goals:
                </Text>
                {intake.goals.map((goal) => (
                  <Badge key={goal} colorPalette="brand">
                    {goal}
                  </Badge>
                ))}
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      )}
      <SchedulingWidget src={src} pageUrl={pageUrl} title="Schedule your lesson" onScheduled={onScheduled} />
    </Container>
  );
}
