import {
  Box,
  Button,
  Card,
  chakra,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COURSE_LEVELS, LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import { ALL_LEVELS, LEVEL_PARAM } from '../../../enhance/level-filter';
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

const levelChecked = (level: string) => `&:has(input[name="${LEVEL_PARAM}"][value="${level}"]:checked)`;

/**
 * The filter is CSS: with a level's radio checked, the cards of other levels are hidden, and, for
 * a level that has no course, the empty state shows. So it works on the page as prerendered, with
 * no script (src/enhance/level-filter.ts adds the address there; React reads it here).
 */
function filterCss(emptyLevels: readonly CourseLevel[]): SystemStyleObject {
  const css: Record<string, SystemStyleObject> = {};
  for (const level of COURSE_LEVELS) {
    css[`${levelChecked(level)} [data-level]:not([data-level="${level}"])`] = { display: 'none' };
  }
  for (const level of emptyLevels) css[`${levelChecked(level)} [data-level-empty]`] = { display: 'flex' };
  return css;
}

/** The radios look like today's pill buttons: the checked one solid, the others outlined. */
const pillCss: SystemStyleObject = {
  cursor: 'pointer',
  '&:has(input:checked)': {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    borderColor: 'transparent',
    _hover: { bg: 'colorPalette.solid/90' },
  },
  '&:has(input:focus-visible)': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
};

export function CoursesPage() {
  usePageTitle('Courses', 'Arabic and Quran courses for every level: beginner, intermediate and advanced.');
  const [params, setParams] = useSearchParams();
  const selected = parseLevel(params.get(LEVEL_PARAM)) ?? ALL_LEVELS;
  // Every published course is in the page (the prerender seeds this query); CSS shows the chosen level.
  const courses = usePublishedCourses();
  const button = useRecipe({ key: 'button' });
  const items = courses.data?.items ?? [];
  const emptyLevels = COURSE_LEVELS.filter((level) => !items.some((course) => course.level === level));
  const choose = (value: string) =>
    setParams(value === ALL_LEVELS ? {} : { [LEVEL_PARAM]: value }, { replace: true, preventScrollReset: true });

  return (
    <Container maxW="7xl" py="12" data-level-filter="" css={filterCss(emptyLevels)}>
      <Stack gap="3" mb="8" textAlign="center" align="center">
        <Heading as="h1" size="4xl">
          Our Courses
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          From your first letters to classical literature: live lessons with expert tutors, at your level and pace.
        </Text>
      </Stack>

      <chakra.fieldset border="0" p="0" m="0" minW="0" mb="8">
        <chakra.legend srOnly>Filter by level</chakra.legend>
        <HStack gap="2" justify="center" flexWrap="wrap">
          {filters.map((filter) => (
            <chakra.label
              key={filter.value}
              colorPalette="brand"
              css={[button({ variant: 'outline', size: 'md' }), pillCss]}
            >
              {/* Named by its own text alone: the empty state's View All Courses is a label of All too. */}
              <chakra.input
                type="radio"
                name={LEVEL_PARAM}
                id={`level-${filter.value}`}
                aria-labelledby={`level-${filter.value}-name`}
                value={filter.value}
                checked={selected === filter.value}
                onChange={() => choose(filter.value)}
                srOnly
              />
              <span id={`level-${filter.value}-name`}>{filter.label}</span>
            </chakra.label>
          ))}
        </HStack>
      </chakra.fieldset>

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
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {items.map((course, index) => (
              // The first cover is in view on arrival at every width: it loads at once, the rest as they near the screen.
              <Box key={course.id} data-level={course.level} display="grid">
                <CourseCard course={course} eager={index === 0} />
              </Box>
            ))}
          </SimpleGrid>
          <Stack data-level-empty="" align="center" py="12" gap="4" display={items.length === 0 ? 'flex' : 'none'}>
            <Text fontSize="lg">No courses found for this level.</Text>
            {/* Checks All Courses: no script needed. */}
            {/* A link: a Tab stop, and with no script at all it opens the catalogue on All. */}
            <Button asChild colorPalette="brand">
              <RouterLink to="/courses" replace preventScrollReset>
                View All Courses
              </RouterLink>
            </Button>
          </Stack>
        </>
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
