import { useMemo, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarFeedCard } from '../../../components/lessons/calendar-feed-card';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { tutorCalendarFeed } from '../api/tutor-calendar-feed';
import { useTutorLessons } from '../api/tutor-lessons';
import { homeRange, splitByDay, UPCOMING_DAYS, viewerTimeZone } from '../lesson-days';
import { LessonSection } from './lesson-section';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * /tutor: today's lessons and the next 14 days', by the tutor's own clock, with the lessons of the
 * last two weeks still waiting for their attendance first; and the tutor's calendar feed.
 */
export function TutorHomePage() {
  usePageTitle('My lessons');
  // The day the page was opened: the lists stay on it until the page is opened again.
  const [now] = useState(() => new Date());
  const range = useMemo(() => homeRange(now), [now]);
  const lessons = useTutorLessons(range);
  const days = useMemo(() => splitByDay(lessons.data ?? [], now), [lessons.data, now]);
  const at = now.getTime();

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          My lessons
        </Heading>
        <Text color="fg.muted">Times are in your time zone ({viewerTimeZone()}).</Text>
      </Stack>
      {lessons.isPending ? (
        <RowsSkeleton label="Loading your lessons" rows={3} />
      ) : lessons.isError ? (
        <Stack role="alert" gap="3" align="start">
          <Text>We couldn't load your lessons. {errorMessage(lessons.error)}</Text>
          <Button size="sm" onClick={() => void lessons.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <>
          {days.overdue.length > 0 && (
            <LessonSection
              id="overdue"
              title="Attendance still to record"
              intro={<Text color="fg.muted">Lessons of earlier days that have no attendance yet.</Text>}
              lessons={days.overdue}
              empty=""
              withDay
              now={at}
            />
          )}
          <LessonSection
            id="today"
            title={`Today, ${dayFormat.format(now)}`}
            lessons={days.today}
            empty="No lessons today."
            withDay={false}
            now={at}
          />
          <LessonSection
            id="upcoming"
            title={`Upcoming (next ${UPCOMING_DAYS} days)`}
            lessons={days.upcoming}
            empty={`No lessons in the next ${UPCOMING_DAYS} days.`}
            withDay
            now={at}
          />
        </>
      )}
      <CalendarFeedCard api={tutorCalendarFeed} about="every lesson you teach" />
    </Stack>
  );
}
