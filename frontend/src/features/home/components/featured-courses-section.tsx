import { Badge, Button, Card, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { arabicCourseName } from '../../../content/site-content';
import { Section } from './section';

const featured = [
  {
    title: 'Beginner Arabic',
    level: 'Beginner',
    text: 'Letters, sounds and your first conversations, step by step.',
    cover: '/images/courses/beginner-arabic.svg',
    to: '/courses?level=beginner',
  },
  {
    title: 'Quranic Arabic',
    level: 'All levels',
    text: 'Read the Quran fluently with Tajweed and understand what you recite.',
    cover: '/images/courses/quran-tajweed.svg',
    to: '/courses',
  },
  {
    title: 'Business Arabic',
    level: 'Advanced',
    text: 'Meetings, e-mails and negotiations in professional Arabic.',
    cover: '/images/courses/business-arabic.svg',
    to: '/courses?level=advanced',
  },
];

export function FeaturedCoursesSection() {
  return (
    <Section
      id="featured-courses"
      title="Featured Courses"
      lead="Popular starting points; there are more for every level."
      bg="gray.50"
      belowTheFold
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {featured.map((course) => (
          <Card.Root key={course.title} overflow="hidden">
            <Image
              src={course.cover}
              alt=""
              htmlWidth={800}
              htmlHeight={450}
              w="full"
              h="40"
              objectFit="cover"
              loading="lazy"
            />
            <Card.Body gap="2">
              <Badge colorPalette="brand" alignSelf="start">
                {course.level}
              </Badge>
              <Heading as="h3" size="lg">
                {course.title}
              </Heading>
              <ArabicName title={course.title} />
              <Text color="fg.muted">{course.text}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild variant="outline" colorPalette="brand" width="full">
                <RouterLink to={course.to} aria-label={`Explore ${course.title}`}>
                  Explore
                </RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function ArabicName({ title }: { title: string }) {
  const arabic = arabicCourseName(title);
  if (!arabic) return null;
  return (
    <Text lang="ar" dir="rtl" textStyle="arabicDisplay" fontSize="xl" color="brand.fg" alignSelf="start" mt="-1">
      {arabic}
    </Text>
  );
}
