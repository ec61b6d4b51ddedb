import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/use-page-title';
import { useCourseCounts } from './api/get-course-counts';

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const counts = useCourseCounts();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <Card.Root>
          <Card.Body gap="1">
            <Text color="fg.muted">Courses</Text>
            {counts.isPending ? (
              <Skeleton h="8" w="16" />
            ) : counts.isError ? (
              <Text fontSize="sm" color="fg.muted">
                Could not load the courses.
              </Text>
            ) : (
              <>
                <Text fontSize="3xl" fontWeight="bold">
                  {counts.data.published}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {counts.data.published} published, {counts.data.total} total, {counts.data.drafts} drafts
                </Text>
              </>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
