import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
  List,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LEVEL_LABELS } from '@app/shared/courses/schemas';
import { canBook } from '../../../lib/course-bookable';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublishedCourse } from '../api/get-course';
import { NumberBadge } from '../../../components/ui/number-badge';
import { CourseCover } from '../../../components/ui/course-cover';
import { CourseSideCard } from './course-side-card';
import { arabicCourseName, QURAN_CATEGORY, quranCourseVerse } from '../../../content/site-content';

/** An unknown or unpublished course (the page function answers it with status 404). */
export function CourseNotFound() {
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          Course Not Found
        </Heading>
        <Text color="fg.muted">The course you're looking for doesn't exist or is not published.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/courses">Browse All Courses</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const course = usePublishedCourse(courseId);
  usePageTitle(course.data?.title ?? (course.isError ? 'Course Not Found' : 'Course'), course.data?.shortDescription);

  if (course.isPending) {
    return (
      <Container maxW="7xl" py="10" role="status" aria-busy="true" aria-label="Loading course">
        <Skeleton h={{ base: '56', md: '80' }} rounded="xl" mb="8" />
        <Skeleton h="8" w="2/3" mb="4" />
        <Skeleton h="24" />
      </Container>
    );
  }

  if (course.isError) return <CourseNotFound />;

  const data = course.data;
  const arabic = arabicCourseName(data.title);
  const verse = data.category === QURAN_CATEGORY ? quranCourseVerse : undefined;
  return (
    <Container maxW="7xl" py="10">
      <Box rounded="xl" overflow="hidden" mb="8">
        <CourseCover src={data.coverPhoto} height={{ base: '56', md: '80' }} eager />
      </Box>
      {/* On phones the booking card comes right after the introduction, not below every module. */}
      <Grid
        templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
        templateAreas={{ base: `"intro" "side" "body"`, lg: `"intro side" "body side"` }}
        columnGap="10"
        rowGap={{ base: '8', lg: '10' }}
        alignItems="start"
      >
        <Stack gap="3" gridArea="intro">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="gray">{data.category}</Badge>
            <Badge colorPalette="brand">{LEVEL_LABELS[data.level]}</Badge>
          </HStack>
          <Heading as="h1" size="4xl">
            {data.title}
          </Heading>
          {arabic && (
            <Text
              lang="ar"
              dir="rtl"
              textStyle="arabicDisplay"
              fontSize="3xl"
              color="brand.fg"
              alignSelf="start"
              mt="-2"
            >
              {arabic}
            </Text>
          )}
          <Text fontSize="lg" color="fg.muted" whiteSpace="pre-line">
            {data.description}
          </Text>
          {verse && (
            <Box
              as="figure"
              m="0"
              mt="2"
              borderStartWidth="4px"
              borderColor="brand.solid"
              bg="brand.subtle"
              roundedEnd="lg"
              px={{ base: '5', md: '6' }}
              py="4"
            >
              <Text
                lang="ar"
                dir="rtl"
                textStyle="arabicDisplay"
                fontSize={{ base: '3xl', md: '4xl' }}
                color="brand.800"
              >
                {verse.arabic}
              </Text>
              <Text as="figcaption" color="fg.muted" fontSize="sm">
                “{verse.translation}” · {verse.source}
              </Text>
            </Box>
          )}
        </Stack>

        <Box gridArea="side" alignSelf="stretch">
          <CourseSideCard courseId={data.id} moduleCount={data.modules.length} bookable={canBook(data)} />
        </Box>

        <Stack gap="10" gridArea="body">
          <Box as="section">
            <Heading as="h2" size="xl" mb="4">
              What You'll Learn
            </Heading>
            <List.Root gap="2" ps="5">
              {data.whatYouWillLearn.map((outcome) => (
                <List.Item key={outcome}>{outcome}</List.Item>
              ))}
            </List.Root>
          </Box>

          {data.whoIsThisFor && (
            <Box as="section">
              <Heading as="h2" size="xl" mb="4">
                Who Is This For
              </Heading>
              <Text whiteSpace="pre-line">{data.whoIsThisFor}</Text>
            </Box>
          )}

          <Box as="section">
            <Heading as="h2" size="xl" mb="4">
              Course Modules
            </Heading>
            {data.modules.length === 0 ? (
              <Text color="fg.muted">The module plan for this course is on its way.</Text>
            ) : (
              <Stack as="ol" gap="3" aria-label="Course modules" listStyleType="none">
                {data.modules.map((module) => (
                  <Card.Root as="li" key={module.id} variant="outline">
                    <Card.Body flexDirection="row" gap="4">
                      <NumberBadge value={module.orderNum} />
                      <Stack gap="1">
                        <Heading as="h3" size="md">
                          <Box as="span" srOnly>
                            Module {module.orderNum}:{' '}
                          </Box>
                          {module.title}
                        </Heading>
                        <Text color="fg.muted">{module.description}</Text>
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )}
          </Box>

          <Card.Root as="section" variant="subtle">
            <Card.Body gap="2">
              <Heading as="h2" size="lg">
                Your Instructor
              </Heading>
              <Text>
                You are matched with one of our certified tutors, native Arabic speakers with years of experience
                teaching students of your age and level. Your tutor reviews your goals before the first lesson.
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Container>
  );
}
