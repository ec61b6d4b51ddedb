import type { ReactNode } from 'react';
import { DataList, Link, Stack, Text } from '@chakra-ui/react';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import { isOtherThanHolder } from '@app/shared/students/learners';
import { STUDENT_AGE_GROUP_LABELS, type StudentProfile } from '@app/shared/students/schemas';
import { Link as RouterLink } from 'react-router-dom';
import { recordActivityPath } from '../../../components/ui/activity-list';
import { formatDate } from '../../../lib/format-time';
import { DetailSection } from './detail-section';
import { StudentStatusBadge } from './student-status-badge';

export function StudentProfileCard({ profile }: { profile: StudentProfile }) {
  const rows: [string, ReactNode][] = [
    ['Full Name', profile.fullName],
    // A child's e-mail and phone are the parent's (the account holder's): said so, with their name.
    ...(isOtherThanHolder(profile)
      ? ([
          [
            'Contact (parent)',
            <Stack key="contact" gap="0">
              <Text>{profile.holderName}</Text>
              <Link href={`mailto:${profile.email}`} color="brand.fg" alignSelf="start">
                {profile.email}
              </Link>
              <Text>{profile.phone || 'No phone'}</Text>
            </Stack>,
          ],
        ] satisfies [string, ReactNode][])
      : ([
          [
            'Email',
            <Link key="email" href={`mailto:${profile.email}`} color="brand.fg">
              {profile.email}
            </Link>,
          ],
          ['Phone', profile.phone || '—'],
        ] satisfies [string, ReactNode][])),
    ['Age Group', profile.ageGroup ? STUDENT_AGE_GROUP_LABELS[profile.ageGroup] : '—'],
    ['Level', profile.level ? LEVEL_LABELS[profile.level] : '—'],
    ['Goals', profile.goals.length ? profile.goals.join(', ') : '—'],
    ['Motivation', profile.motivation || '—'],
    ['Profile', profile.intakeCompleted ? 'Completed' : 'Not completed'],
    ['Status', <StudentStatusBadge key="status" status={profile.status} />],
    ['Joined', formatDate(profile.createdAt)],
    // Made by the team from a lead: what happened to the lead, up to the account, is in its activity.
    ...(profile.leadId
      ? ([
          [
            'From a Lead',
            <Link key="lead" asChild color="brand.fg">
              <RouterLink to={recordActivityPath(profile.leadId)}>The lead&apos;s activity</RouterLink>
            </Link>,
          ],
        ] satisfies [string, ReactNode][])
      : []),
  ];
  return (
    <DetailSection id="student-profile" title="Profile">
      <DataList.Root orientation="horizontal" size="sm" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} alignItems="start">
            <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </DetailSection>
  );
}
