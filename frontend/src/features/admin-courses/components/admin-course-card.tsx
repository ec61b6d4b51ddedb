import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { LEVEL_LABELS, type CourseSummary } from '@app/shared/courses/schemas';
import { CourseCover } from '../../../components/ui/course-cover';

export function AdminCourseCard(props: { course: CourseSummary; onEdit(): void; onDelete(): void }) {
  const { course } = props;
  return (
    <Card.Root overflow="hidden" as="article" aria-label={course.title}>
      <CourseCover src={course.coverPhoto} height="32" />
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={course.isPublished ? 'green' : 'gray'}>
            {course.isPublished ? 'Published' : 'Draft'}
          </Badge>
          <Badge colorPalette="brand" variant="outline">
            {LEVEL_LABELS[course.level]}
          </Badge>
        </HStack>
        <Heading as="h2" size="md">
          {course.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {course.shortDescription}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {course.category} · {course.moduleCount} module{course.moduleCount === 1 ? '' : 's'}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit ${course.title}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={props.onDelete}
          aria-label={`Delete ${course.title}`}
        >
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
