import { Badge, Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LEVEL_LABELS, type CourseSummary } from '@app/shared/courses/schemas';
import { CourseCover } from '../../../components/ui/course-cover';

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <Card.Root overflow="hidden" as="article">
      <CourseCover src={course.coverPhoto} height="44" />
      <Card.Body gap="2">
        <Badge colorPalette="brand" alignSelf="start">
          {LEVEL_LABELS[course.level]}
        </Badge>
        <Heading as="h2" size="lg">
          {course.title}
        </Heading>
        <Text color="fg.muted">{course.shortDescription}</Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" variant="outline" width="full">
          <RouterLink to={`/courses/${course.id}`} aria-label={`View Details: ${course.title}`}>
            View Details
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
