import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { deliveryMessages, type WebhookDeliveryDetail } from '@app/shared/admin/deliveries';
import { notify } from '../../../components/ui/toaster';
import { usePublishedCourseOptions } from '../../../lib/admin-queries';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLinkDelivery } from '../api/link-delivery';
import { useProcessDelivery } from '../api/process-delivery';
import { DeliveryFacts, DeliveryHeaders } from './delivery-facts';
import { outcomeText } from './delivery-outcome';
import { DismissDeliveryStep } from './dismiss-delivery-step';
import { LinkStudentSection, type LinkChoice } from './link-student-section';
import { RawBody } from './raw-body';
import { BusyButton } from '../../../components/ui/busy-button';

/** Only a booking that names no student can be linked to one (a reference that names one always wins). */
const isBooking = (delivery: WebhookDeliveryDetail) => delivery.reason === 'no_student';

/** A 409: a colleague processed or dismissed the delivery meanwhile. */
const handledElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The loaded delivery in the review dialog: its facts and body, and the ways out. */
export function DeliveryReview({ delivery, onClose }: { delivery: WebhookDeliveryDetail; onClose(): void }) {
  const link = useLinkDelivery();
  const process = useProcessDelivery();
  const courses = usePublishedCourseOptions(Boolean(delivery.link));
  const [step, setStep] = useState<'review' | 'dismiss'>('review');
  const [stillNeeds, setStillNeeds] = useState<Pick<WebhookDeliveryDetail, 'reasonText' | 'detail'> | null>(null);
  // The invitee's e-mail usually finds the student; a link already made is preselected.
  const [choice, setChoice] = useState<LinkChoice>({
    search: delivery.inviteeEmail ?? '',
    studentId: delivery.link?.studentId ?? '',
    studentLabel: '',
    courseId: delivery.link?.courseId ?? '',
  });
  const [linkedLabel, setLinkedLabel] = useState<{ studentId: string; label: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stillNeeds) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [stillNeeds]);

  async function linkStudent() {
    const { studentId, courseId, studentLabel } = choice;
    try {
      await link.mutateAsync({ deliveryId: delivery.id, input: { studentId, courseId } });
      setLinkedLabel({ studentId, label: studentLabel });
      notify.success(deliveryMessages.linked, 'Process the delivery again to book the session for them.');
    } catch (error) {
      notify.error('Error', errorMessage(error));
      if (handledElsewhere(error)) onClose();
    }
  }

  async function processAgain() {
    setStillNeeds(null);
    try {
      const result = await process.mutateAsync({ deliveryId: delivery.id, input: {} });
      if (result.state === 'needs_review') {
        setStillNeeds({ reasonText: result.reasonText, detail: result.detail });
        return;
      }
      notify.success(deliveryMessages.processed, outcomeText(result));
      onClose();
    } catch (error) {
      notify.error('Error', errorMessage(error));
      if (handledElsewhere(error)) onClose();
    }
  }

  if (step === 'dismiss') {
    return <DismissDeliveryStep deliveryId={delivery.id} onBack={() => setStep('review')} onClose={onClose} />;
  }

  const busy = link.isPending || process.isPending;
  const linkedCourse = courses.data?.find((course) => course.id === delivery.link?.courseId)?.title;
  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          {stillNeeds && (
            <Alert.Root ref={alertRef} status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{deliveryMessages.stillNeedsReview}</Alert.Title>
                <Alert.Description>
                  <Text>{stillNeeds.reasonText}</Text>
                  {stillNeeds.detail && (
                    <Text fontSize="sm" whiteSpace="pre-line">
                      {stillNeeds.detail}
                    </Text>
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <DeliveryFacts
            delivery={delivery}
            linkedStudent={
              linkedLabel && linkedLabel.studentId === delivery.link?.studentId ? linkedLabel.label : undefined
            }
            linkedCourse={linkedCourse}
          />
          <RawBody raw={delivery.rawBody} />
          <DeliveryHeaders headers={delivery.headers} />
          {isBooking(delivery) && (
            <LinkStudentSection
              choice={choice}
              onChoiceChange={setChoice}
              onLink={() => void linkStudent()}
              linking={link.isPending}
              disabled={busy}
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" colorPalette="red" onClick={() => setStep('dismiss')} disabled={busy}>
          Dismiss
        </Button>
        <BusyButton
          ms="auto"
          colorPalette="brand"
          busy={process.isPending}
          busyText="Processing..."
          disabled={busy}
          onClick={() => void processAgain()}
        >
          Process Again
        </BusyButton>
      </Dialog.Footer>
    </>
  );
}
