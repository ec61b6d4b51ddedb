import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminCourses } from '../admin-courses/api/admin-courses';

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const courses = useAdminCourses('all', '');
  const published = courses.data?.filter((course) => course.isPublished).length ?? 0;
  const total = courses.data?.length ?? 0;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <Card.Root>
          <Card.Body gap="1">
            <Text color="fg.muted">Courses</Text>
            {courses.isPending ? (
              <Skeleton h="8" w="16" />
            ) : (
              <>
                <Text fontSize="3xl" fontWeight="bold">
                  {published}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {published} published, {total} total, {total - published} drafts
                </Text>
              </>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
