import { Alert, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { suppressionMessages } from '@app/shared/admin/mail';
import { isOtherThanHolder } from '@app/shared/students/learners';
import { formatZonedTime } from '../../../lib/format-time';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryStates } from '../../../components/ui/query-states';
import { recordActivityPath } from '../../../components/ui/activity-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { sessionCount } from '../../../lib/session-count';
import { useStudent } from '../api/get-student';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { CertificatesSection } from './certificates-section';
import { DetailSection, EmptyNote } from './detail-section';
import { BookingsTable, LedgerTable, RequestsTable } from './student-history';
import { StudentProfileCard } from './student-profile-card';
import { StudentStatusForm } from './student-status-form';
import { ResendInvitationButton } from './resend-invitation-button';
import { DeleteStudentSection } from './delete-student-section';
import { FamilySection } from './family-section';

export function StudentDetailPage() {
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const detail = student.data;
  usePageTitle(detail ? `${detail.profile.fullName} · Students · Admin` : 'Student · Admin');

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
        <RouterLink to="/admin/students">← Back to Students</RouterLink>
      </Link>
      <QueryStates
        query={student}
        isEmpty={false}
        empty=""
        loading={
          <Stack gap="4" role="status" aria-busy="true" aria-label="Loading student">
            <Skeleton h="10" w="64" />
            <Skeleton h="64" rounded="lg" />
          </Stack>
        }
      >
        {detail && (
          // Keyed by the student: going to a brother's or sister's page (the family card) starts
          // every form afresh rather than keeping what was chosen for this one.
          <Stack gap="6" key={detail.profile.id}>
            <Stack gap="1">
              <Heading as="h1" size="2xl" overflowWrap="anywhere">
                {detail.profile.fullName}
              </Heading>
              <Text color="fg.muted" overflowWrap="anywhere">
                {isOtherThanHolder(detail.profile)
                  ? `Contact (parent): ${detail.profile.holderName}, ${detail.profile.email}`
                  : detail.profile.email}
              </Text>
              {detail.mailSuppression && (
                <Alert.Root status="warning" maxW="2xl">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{suppressionMessages[detail.mailSuppression.reason]}</Alert.Title>
                    <Alert.Description>
                      Reported {formatZonedTime(detail.mailSuppression.at)}
                      {detail.mailSuppression.detail ? `: ${detail.mailSuppression.detail}` : ''}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Link asChild alignSelf="start" color="brand.fg" fontSize="sm">
                <RouterLink to={recordActivityPath(detail.profile.id)}>Activity of this student</RouterLink>
              </Link>
              {/* The invitation goes to whoever signs in: the parent, for a child. */}
              <ResendInvitationButton
                studentId={detail.profile.id}
                name={detail.profile.holderName || detail.profile.fullName}
              />
            </Stack>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
              <Stack gap="6">
                <StudentProfileCard profile={detail.profile} />
                <FamilySection studentId={detail.profile.id} family={detail.family} />
              </Stack>
              <Stack gap="6">
                <StudentStatusForm profile={detail.profile} />
                <DetailSection id="student-balances" title="Session Balances">
                  {detail.balances.length === 0 ? (
                    <EmptyNote text="No sessions yet" />
                  ) : (
                    <Stack as="ul" listStyleType="none" gap="2">
                      {detail.balances.map((balance) => (
                        <HStack as="li" key={balance.courseId} justify="space-between" gap="3">
                          <Text>{balance.courseTitle ?? 'Untitled course'}</Text>
                          <Text fontWeight="semibold" flexShrink={0}>
                            {sessionCount(balance.sessionsRemaining)}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </DetailSection>
                <DetailSection id="student-adjust" title="Adjust Balance">
                  <BalanceAdjustmentForm detail={detail} />
                </DetailSection>
              </Stack>
            </SimpleGrid>
            <CertificatesSection detail={detail} />
            <DetailSection id="student-ledger" title="Balance History">
              <LedgerTable ledger={detail.ledger} />
            </DetailSection>
            <DetailSection id="student-bookings" title="Bookings">
              <BookingsTable bookings={detail.bookings} />
            </DetailSection>
            <DetailSection id="student-requests" title="Package Requests">
              <RequestsTable requests={detail.requests} />
            </DetailSection>
            {detail.profile.email !== '' && <DeleteStudentSection profile={detail.profile} family={detail.family} />}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
