import { useDeferredValue, useState } from 'react';
import { Button, Flex, Heading, HStack, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { CourseSummary } from '@app/shared/courses/schemas';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminCourses, type PublishedFilter } from '../api/admin-courses';
import { AdminCourseCard } from './admin-course-card';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteCourseDialog } from './delete-course-dialog';

const filters: { value: PublishedFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

export function AdminCoursesPage() {
  usePageTitle('Courses · Admin');
  const [filter, setFilter] = useState<PublishedFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const courses = useAdminCourses(filter, q);
  const [editing, setEditing] = useState<{ courseId: string | null } | null>(null);
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h1" size="2xl">
          Courses
        </Heading>
        <Button colorPalette="brand" onClick={() => setEditing({ courseId: null })}>
          Create Course
        </Button>
      </Flex>

      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          placeholder="Search by title"
          aria-label="Search courses by title"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxW={{ md: 'sm' }}
          bg="white"
        />
        <HStack role="group" aria-label="Filter by status" gap="2">
          {filters.map((item) => (
            <Button
              key={item.value}
              size="sm"
              aria-pressed={filter === item.value}
              variant={filter === item.value ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setFilter(item.value)}
            >
              {item.label}
            </Button>
          ))}
        </HStack>
      </Flex>

      <QueryStates
        query={courses}
        isEmpty={courses.data?.length === 0}
        empty="No courses found"
        loading={
          <SimpleGrid
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
            role="status"
            aria-busy="true"
            aria-label="Loading courses"
          >
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} h="72" rounded="lg" />
            ))}
          </SimpleGrid>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {courses.data?.map((course) => (
            <AdminCourseCard
              key={course.id}
              course={course}
              onEdit={() => setEditing({ courseId: course.id })}
              onDelete={() => setDeleting(course)}
            />
          ))}
        </SimpleGrid>
      </QueryStates>

      <CourseFormDialog open={Boolean(editing)} courseId={editing?.courseId ?? null} onClose={() => setEditing(null)} />
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
