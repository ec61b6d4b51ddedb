import { useState } from 'react';
import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import { learnerMessages } from '@app/shared/students/learners';
import { STUDENT_AGE_GROUP_LABELS, type StudentProfile } from '@app/shared/students/schemas';
import { useAddLearner } from '../../lib/add-learner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { learnerFromIntake, intakeToOffer } from '../../lib/learner-from-intake';
import { learnerTexts } from '../../lib/learner-texts';
import { clearSavedIntake, readSavedIntake } from '../../lib/saved-intake';
import { BusyButton } from '../ui/busy-button';
import { notify } from '../ui/toaster';
import { AddLearnerDialog } from './add-learner-dialog';

/**
 * After a parent logs in from the public intake: "Add Yusuf as a learner?" with the answers they
 * gave, added in one click (or finished in the Add-a-learner form when they are not enough), or
 * dismissed. Either way the answers kept in this browser are forgotten. Nothing when there is no
 * such answer (`intakeToOffer`).
 */
export function IntakeLearnerOffer({ onAdded }: { onAdded(learner: StudentProfile): void }) {
  const { state } = useAuth();
  const [saved, setSaved] = useState(readSavedIntake);
  const [completing, setCompleting] = useState(false);
  const add = useAddLearner();
  const offer = intakeToOffer(saved, state.status === 'signedIn' ? state.me : null);
  if (!offer) return null;

  const name = offer.fullName.trim();
  const { input, complete } = learnerFromIntake(offer, offer.leadId);
  const forget = () => {
    clearSavedIntake();
    setSaved(null);
  };
  const added = (learner: StudentProfile) => {
    setCompleting(false);
    forget();
    onAdded(learner);
  };
  const addNow = () =>
    add.mutate(input, {
      onSuccess: (learner) => {
        notify.success(learnerMessages.addedTitle, learnerMessages.addedText);
        added(learner);
      },
      onError: (error) => notify.error(learnerTexts.addFailedTitle, errorMessage(error)),
    });

  const answers = [
    { label: 'Age Group', value: input.ageGroup && STUDENT_AGE_GROUP_LABELS[input.ageGroup] },
    { label: 'Level', value: input.level && LEVEL_LABELS[input.level] },
    { label: 'Goals', value: input.goals.join(', ') },
    { label: 'Motivation', value: input.motivation },
  ].filter((answer) => answer.value);

  return (
    <Card.Root as="section" aria-labelledby="intake-learner-heading" borderColor="brand.solid" borderWidth="2px">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" id="intake-learner-heading" size="lg" overflowWrap="anywhere">
            {learnerTexts.offerTitle(name)}
          </Heading>
          <Text>{learnerTexts.offerText(name)}</Text>
          {answers.length > 0 && (
            <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap="2">
              {answers.map((answer) => (
                <DataList.Item key={answer.label}>
                  <DataList.ItemLabel>{answer.label}</DataList.ItemLabel>
                  <DataList.ItemValue overflowWrap="anywhere">{answer.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
          <HStack gap="3" flexWrap="wrap">
            {complete ? (
              <BusyButton
                colorPalette="brand"
                busy={add.isPending}
                busyText={learnerTexts.offerAdding}
                onClick={addNow}
              >
                {learnerTexts.offerAdd(name)}
              </BusyButton>
            ) : (
              <Button colorPalette="brand" onClick={() => setCompleting(true)}>
                {learnerTexts.offerComplete(name)}
              </Button>
            )}
            <Button variant="ghost" onClick={forget} disabled={add.isPending}>
              {learnerTexts.offerDismiss}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      <AddLearnerDialog open={completing} onClose={() => setCompleting(false)} defaults={input} onAdded={added} />
    </Card.Root>
  );
}
