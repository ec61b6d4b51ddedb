import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseBalance } from '@app/shared/students/dashboard';
import { sessionCount } from '../../../lib/session-count';
import { DashboardCard, EmptyNote } from './dashboard-card';
import { LotList } from './lot-list';

/** `link` adds the learner shown to a link (lib/use-learner), so the page it opens is about them too. */
type WithLearner = (path: string) => string;

function CourseAction({ balance, title, link }: { balance: CourseBalance; title: string; link: WithLearner }) {
  // No session left: the way forward is buying more, for this course (as the low-balance e-mail offers).
  if (balance.sessionsRemaining <= 0) {
    return (
      <Button asChild colorPalette="brand" variant="outline" size="sm" flexShrink={0}>
        <RouterLink
          to={link(`/packages?courseId=${encodeURIComponent(balance.courseId)}`)}
          aria-label={`Buy Sessions: ${title}`}
        >
          Buy Sessions
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
      <RouterLink to={link(`/student/book-session/${balance.courseId}`)} aria-label={`Book: ${title}`}>
        Book
      </RouterLink>
    </Button>
  );
}

export function CoursesCard({ balances, link }: { balances: CourseBalance[]; link: WithLearner }) {
  return (
    <DashboardCard id="courses" title="Your Courses">
      {balances.length === 0 ? (
        <EmptyNote text="No sessions available">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={link('/packages')}>Buy Sessions</RouterLink>
          </Button>
        </EmptyNote>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {balances.map((balance) => {
            const title = balance.courseTitle ?? 'Course';
            return (
              <HStack
                as="li"
                key={balance.courseId}
                justify="space-between"
                align="start"
                gap="3"
                p="3"
                borderWidth="1px"
                rounded="md"
              >
                <Stack gap="1" minW="0">
                  <Stack gap="0">
                    <Text fontWeight="medium">{title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {sessionCount(balance.sessionsRemaining)} remaining
                    </Text>
                  </Stack>
                  <LotList lots={balance.lots ?? []} courseTitle={title} />
                </Stack>
                <CourseAction balance={balance} title={title} link={link} />
              </HStack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
