import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Lesson } from '@app/shared/lessons/lessons';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { canCancel, canRecordAttendance, lessonPath, needsTutor } from '../lesson-labels';
import { viewerTime } from '../lesson-time';
import { JoinLink, LearnerCell, LessonTimes, StateBadge, TutorCell } from './lesson-cells';
import type { LessonAction } from './lesson-dialogs';

/** The lessons as a table, or cards on a phone; each row's time opens the lesson. */
export function LessonsTable(props: {
  lessons: readonly Lesson[];
  onAction(action: LessonAction, lesson: Lesson): void;
}) {
  const { onAction } = props;
  const columns: Column<Lesson>[] = [
    {
      header: 'Time',
      primary: true,
      cell: (lesson) => (
        <>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={lessonPath(lesson.id)}>{viewerTime(lesson)}</RouterLink>
          </Link>
          <LessonTimes lesson={lesson} />
        </>
      ),
    },
    { header: 'Learner', cell: (lesson) => <LearnerCell lesson={lesson} /> },
    { header: 'Tutor', cell: (lesson) => <TutorCell lesson={lesson} /> },
    { header: 'Course', cell: (lesson) => <Text dir="auto">{lesson.courseTitle ?? '—'}</Text> },
    { header: 'Join', optional: true, cell: (lesson) => <JoinLink lesson={lesson} /> },
    { header: 'State', cell: (lesson) => <StateBadge lesson={lesson} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (lesson) => {
        const about = `${lesson.learnerName}, ${viewerTime(lesson)}`;
        return (
          <Flex gap="2" wrap="wrap" justify={{ md: 'end' }}>
            {canRecordAttendance(lesson) && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAction('attendance', lesson)}
                aria-label={`Mark attendance: ${about}`}
              >
                Mark attendance
              </Button>
            )}
            {needsTutor(lesson) && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAction('tutor', lesson)}
                aria-label={`Assign tutor: ${about}`}
              >
                Assign tutor
              </Button>
            )}
            {canCancel(lesson) && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => onAction('cancel', lesson)}
                aria-label={`Cancel for the school: ${about}`}
              >
                Cancel for the school
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];
  return <ResponsiveTable label="Lessons" rows={props.lessons} rowKey={(lesson) => lesson.id} columns={columns} />;
}
