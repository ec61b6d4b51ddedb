import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { AddLearnerDialog } from '../../../components/learners/add-learner-dialog';
import { learnerTexts } from '../../../lib/learner-texts';
import type { LearnerChoice } from '../../../lib/use-learner';
import { LearnerSwitcher } from './learner-switcher';
import { RemoveLearnerDialog } from './remove-learner-dialog';

/**
 * The account's learners on the dashboard: with two or more, whom it shows (the switcher) and
 * removing that one; always a modest "Add a learner". A learner added or removed changes whom the
 * dashboard shows (the new one; the first left).
 */
export function LearnerBar({ choice }: { choice: LearnerChoice }) {
  const { learner, learners, many, choose } = choice;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (!learner) return null;
  const next = learners.find((other) => other.id !== learner.id);

  return (
    <Stack gap="3">
      {many && <LearnerSwitcher learners={learners} current={learner} />}
      <HStack gap="3" flexWrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
          {learnerTexts.addButton}
        </Button>
        {many && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => setRemoving(true)}
            // A long name wraps on a phone rather than running off the screen.
            maxW="full"
            h="auto"
            minH="8"
            whiteSpace="normal"
            textAlign="start"
          >
            {learnerTexts.removeButton(learner.fullName)}
          </Button>
        )}
      </HStack>
      <AddLearnerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          choose(added.id);
        }}
      />
      {many && (
        <RemoveLearnerDialog
          learner={learner}
          open={removing}
          onClose={() => setRemoving(false)}
          onRemoved={() => {
            setRemoving(false);
            if (next) choose(next.id);
          }}
        />
      )}
    </Stack>
  );
}
