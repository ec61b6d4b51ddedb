import { useState } from 'react';
import { Badge, Button, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { sameLearnerName, type Family } from '@app/shared/students/learners';
import { STUDENT_AGE_GROUP_LABELS } from '@app/shared/students/schemas';
import { studentPath } from '../student-path';
import { AddLearnerDialog } from './add-learner-dialog';
import { DetailSection, EmptyNote } from './detail-section';
import { StudentStatusBadge } from './student-status-badge';

type Learner = Family['learners'][number];

/**
 * The account this student belongs to: whom it belongs to (who signs in, pays and is mailed) and
 * every learner on it, each a link to their own page but this one, marked. The team can add a
 * brother or sister to the account from here.
 */
export function FamilySection({ studentId, family }: { studentId: string; family: Family }) {
  const [adding, setAdding] = useState(false);
  const { holder, learners } = family;
  return (
    <DetailSection id="student-family" title="Family">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Account holder
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item alignItems="start">
            <DataList.ItemLabel minW="20">Name</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{holder.fullName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item alignItems="start">
            <DataList.ItemLabel minW="20">Email</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">
              <Link href={`mailto:${holder.email}`} color="brand.fg">
                {holder.email}
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item alignItems="start">
            <DataList.ItemLabel minW="20">Phone</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{holder.phone || '—'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm" id="student-family-learners">
          Learners on this account
        </Heading>
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="student-family-learners">
          {learners.map((learner) => (
            <LearnerItem
              key={learner.id}
              learner={learner}
              current={learner.id === studentId}
              isHolder={sameLearnerName(learner.fullName, holder.fullName)}
            />
          ))}
        </Stack>
        {learners.length <= 1 && <EmptyNote text="No other learner on this account." />}
      </Stack>
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAdding(true)}>
        Add a learner to this account
      </Button>
      <AddLearnerDialog studentId={studentId} holder={holder} open={adding} onClose={() => setAdding(false)} />
    </DetailSection>
  );
}

function LearnerItem({ learner, current, isHolder }: { learner: Learner; current: boolean; isHolder: boolean }) {
  return (
    <Stack as="li" gap="1" aria-current={current ? 'page' : undefined}>
      {current ? (
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {learner.fullName}
        </Text>
      ) : (
        <Link asChild fontWeight="medium" color="brand.fg" alignSelf="start" overflowWrap="anywhere">
          <RouterLink to={studentPath(learner.id)}>{learner.fullName}</RouterLink>
        </Link>
      )}
      <HStack gap="2" wrap="wrap">
        {current && (
          <Badge variant="outline" colorPalette="brand">
            This student
          </Badge>
        )}
        {isHolder && <Badge variant="outline">Account holder</Badge>}
        <StudentStatusBadge status={learner.status} />
        {!learner.intakeCompleted && (
          <Badge colorPalette="orange" variant="outline">
            Profile incomplete
          </Badge>
        )}
        {learner.ageGroup && (
          <Text as="span" fontSize="sm" color="fg.muted">
            {STUDENT_AGE_GROUP_LABELS[learner.ageGroup]}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
