import { Box, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentProfile } from '@app/shared/students/schemas';
import { learnerTexts } from '../../../lib/learner-texts';
import { LEARNER_PARAM } from '../../../lib/use-learner';

/**
 * The account's learners as a row of links (`?learner=<id>`), the one shown marked as current; on
 * a phone the row scrolls sideways. Shown only when there are two or more.
 */
export function LearnerSwitcher({ learners, current }: { learners: StudentProfile[]; current: StudentProfile }) {
  return (
    <Box as="nav" aria-label={learnerTexts.switcherLabel} minW="0">
      <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" p="1" m="-1">
        {learners.map((learner) => {
          const isCurrent = learner.id === current.id;
          return (
            <Box as="li" key={learner.id} flexShrink={0}>
              <Button
                asChild
                size="sm"
                rounded="full"
                colorPalette="brand"
                variant={isCurrent ? 'solid' : 'outline'}
                maxW="64"
              >
                <RouterLink
                  to={{ search: `?${LEARNER_PARAM}=${encodeURIComponent(learner.id)}` }}
                  replace
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  <Box as="span" truncate>
                    {learner.fullName}
                  </Box>
                </RouterLink>
              </Button>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
