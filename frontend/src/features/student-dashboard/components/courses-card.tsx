import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseBalance } from '@app/shared/students/dashboard';
import { sessionCount } from '../../../lib/session-count';
import { DashboardCard, EmptyNote } from './dashboard-card';

export function CoursesCard({ balances }: { balances: CourseBalance[] }) {
  return (
    <DashboardCard id="courses" title="Your Courses">
      {balances.length === 0 ? (
        <EmptyNote text="No sessions available">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/packages">Buy Sessions</RouterLink>
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
                gap="3"
                p="3"
                borderWidth="1px"
                rounded="md"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {sessionCount(balance.sessionsRemaining)} remaining
                  </Text>
                </Stack>
                <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
                  <RouterLink to={`/student/book-session/${balance.courseId}`} aria-label={`Book: ${title}`}>
                    Book
                  </RouterLink>
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
