import { Badge, Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LEVEL_LABELS, type CourseSummary } from '@app/shared/courses/schemas';
import { CourseCover } from '../../../components/ui/course-cover';
import { arabicCourseName } from '../../../content/site-content';

export function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const arabic = arabicCourseName(course.title);
  return (
    <Card.Root overflow="hidden" as="article">
      <CourseCover src={course.coverPhoto} height="44" eager={eager} />
      <Card.Body gap="2">
        <Badge colorPalette="brand" alignSelf="start">
          {LEVEL_LABELS[course.level]}
        </Badge>
        <Heading as="h2" size="lg">
          {course.title}
        </Heading>
        {arabic && (
          <Text lang="ar" dir="rtl" textStyle="arabicDisplay" fontSize="xl" color="brand.fg" alignSelf="start" mt="-1">
            {arabic}
          </Text>
        )}
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
