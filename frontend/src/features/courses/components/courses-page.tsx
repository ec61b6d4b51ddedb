import { Box, Button, Card, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COURSE_LEVELS, LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublishedCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { CourseFaqs } from './course-faqs';

const filters: { value: CourseLevel | 'all'; label: string }[] = [
  { value: 'all', label: 'All Courses' },
  ...COURSE_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
];

function parseLevel(value: string | null): CourseLevel | undefined {
  return COURSE_LEVELS.find((level) => level === value);
}

export function CoursesPage() {
  usePageTitle('Courses', 'Arabic and Quran courses for every level: beginner, intermediate and advanced.');
  const [params, setParams] = useSearchParams();
  const level = parseLevel(params.get('level'));
  const courses = usePublishedCourses(level);

  return (
    <Container maxW="7xl" py="12">
      <Stack gap="3" mb="8" textAlign="center" align="center">
        <Heading as="h1" size="4xl">
          Our Courses
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          From your first letters to classical literature: live lessons with expert tutors, at your level and pace.
        </Text>
      </Stack>

      <HStack role="group" aria-label="Filter by level" gap="2" justify="center" flexWrap="wrap" mb="8">
        {filters.map((filter) => {
          const active = (level ?? 'all') === filter.value;
          return (
            <Button
              key={filter.value}
              aria-pressed={active}
              colorPalette="brand"
              variant={active ? 'solid' : 'outline'}
              onClick={() => setParams(filter.value === 'all' ? {} : { level: filter.value }, { replace: true })}
            >
              {filter.label}
            </Button>
          );
        })}
      </HStack>

      {courses.isPending ? (
        <SimpleGrid
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          role="status"
          aria-busy="true"
          aria-label="Loading courses"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Card.Root key={index} overflow="hidden" data-testid="course-skeleton">
              <Skeleton h="44" />
              <Card.Body gap="3">
                <Skeleton h="5" w="24" />
                <Skeleton h="6" w="3/4" />
                <Skeleton h="12" />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : courses.isError ? (
        <Stack align="center" py="12" gap="4" role="alert">
          <Text>We couldn't load the courses. Please try again.</Text>
          <Button onClick={() => void courses.refetch()}>Try again</Button>
        </Stack>
      ) : courses.data.items.length === 0 ? (
        <Stack align="center" py="12" gap="4">
          <Text fontSize="lg">No courses found for this level.</Text>
          <Button colorPalette="brand" onClick={() => setParams({}, { replace: true })}>
            View All Courses
          </Button>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {courses.data.items.map((course, index) => (
            // The first cover is in view on arrival at every width: it loads at once, the rest as they near the screen.
            <CourseCard key={course.id} course={course} eager={index === 0} />
          ))}
        </SimpleGrid>
      )}

      <Box my="16" p={{ base: '6', md: '10' }} rounded="xl" bg="brand.50" textAlign="center">
        <Heading as="h2" size="2xl" mb="3">
          Not sure your level?
        </Heading>
        <Text color="fg.muted" mb="6" maxW="2xl" mx="auto">
          Book a free trial lesson: your tutor will assess your level and recommend the right course.
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/intake">Book Free Trial</RouterLink>
        </Button>
      </Box>

      <CourseFaqs />
    </Container>
  );
}
