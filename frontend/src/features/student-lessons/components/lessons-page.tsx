import { useMemo, useState } from 'react';
import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Lesson } from '@app/shared/lessons/lessons';
import { isOtherThanHolder } from '@app/shared/students/learners';
import { CalendarFeedCard } from '../../../components/lessons/calendar-feed-card';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { QueryStates } from '../../../components/ui/query-states';
import { RowsSkeleton } from '../../../components/ui/rows-skeleton';
import { possessive } from '../../../lib/learner-texts';
import { useLearner } from '../../../lib/use-learner';
import { usePageTitle } from '../../../lib/use-page-title';
import { learnerCalendarFeed, useMyLessons } from '../api/my-lessons';
import { LessonCard } from './lesson-card';

/** Lessons still to come (not cancelled), soonest first; everything else, newest first. */
export function splitLessons(lessons: readonly Lesson[], now: number): { upcoming: Lesson[]; past: Lesson[] } {
  const ahead = (lesson: Lesson) =>
    Date.parse(lesson.startTime) > now && lesson.state !== 'canceled' && lesson.state !== 'canceled_by_school';
  return {
    upcoming: lessons.filter(ahead).sort((a, b) => a.startTime.localeCompare(b.startTime)),
    past: lessons.filter((lesson) => !ahead(lesson)).sort((a, b) => b.startTime.localeCompare(a.startTime)),
  };
}

function LessonList({ id, title, lessons, empty }: { id: string; title: string; lessons: Lesson[]; empty: string }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" id={`${id}-heading`} size="lg" mb="3">
        {title}
      </Heading>
      {lessons.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {lessons.map((lesson) => (
            <LessonCard key={lesson.id} lesson={lesson} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /student/lessons?learner=: every lesson of the learner, upcoming and past, with where each
 * stands, its tutor and the tutor's note, read a page at a time; and the learner's calendar feed.
 */
export function StudentLessonsPage() {
  usePageTitle('All lessons');
  const { learner, many, learnerId, ready, link } = useLearner();
  const list = useMyLessons(learnerId, ready);
  const [now] = useState(() => Date.now());
  const { upcoming, past } = useMemo(() => splitLessons(list.items, now), [list.items, now]);
  // An account of several learners names a child's lessons; the holder's own read "your".
  const named = many && learner && isOtherThanHolder(learner) ? learner.fullName : null;
  const whose = named ? `${possessive(named)} lessons` : 'your lessons';

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
            <RouterLink to={link('/student/dashboard')}>
              <span aria-hidden="true">← </span>Dashboard
            </RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
            {named ? `All of ${whose}` : 'All lessons'}
          </Heading>
          <Text color="fg.muted">
            Every lesson, with your tutor's notes after it. Times are in your time zone.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={link('/student/progress')}>See the progress</RouterLink>
            </Link>
          </Text>
        </Stack>
        <QueryStates
          query={list}
          isEmpty={list.items.length === 0}
          empty="No lessons yet. Once a lesson is booked it appears here, and your tutor's note after it."
          loading={<RowsSkeleton label="Loading the lessons" rows={4} />}
        >
          <Stack gap="8">
            <LessonList id="upcoming" title="Upcoming" lessons={upcoming} empty="No upcoming lessons." />
            <LessonList id="past" title="Past and cancelled" lessons={past} empty="No past lessons yet." />
          </Stack>
        </QueryStates>
        <HStack justify="center">
          <LoadMoreButton list={list} />
        </HStack>
        {ready && <CalendarFeedCard key={learnerId} api={learnerCalendarFeed(learnerId)} about={whose} />}
      </Stack>
    </Container>
  );
}
