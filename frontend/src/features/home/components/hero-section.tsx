import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { heroVerse } from '../../../content/site-content';

// The eight-pointed star lattice of the course covers, faint, behind the hero.
const STAR_PATTERN = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 100 100"><polygon points="84,50 69,58 74,74 58,69 50,84 42,69 26,74 31,58 16,50 31,42 26,26 42,31 50,16 58,31 74,26 69,42" fill="none" stroke="#2d7a5a" stroke-opacity=".09" stroke-width="2"/></svg>',
)}")`;

export function HeroSection() {
  return (
    <Box
      py={{ base: '14', md: '20' }}
      css={{
        backgroundImage: `linear-gradient(180deg, rgba(255,255,255,0) 55%, #fff 100%), ${STAR_PATTERN}, linear-gradient(135deg, #eef7f2, #fff)`,
      }}
    >
      <Container maxW="5xl">
        <Stack gap="6" textAlign={{ base: 'left', md: 'center' }} align={{ md: 'center' }}>
          {heroVerse && (
            <Box as="figure" m="0">
              <Text
                lang="ar"
                dir="rtl"
                textStyle="arabicDisplay"
                fontSize={{ base: '4xl', md: '6xl' }}
                lineHeight="1.7"
                color="brand.700"
                // A right-to-left line, set flush with the English around it.
                textAlign={{ base: 'left', md: 'center' }}
              >
                {heroVerse.arabic}
              </Text>
              <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
                “{heroVerse.translation}” · {heroVerse.source}
              </Text>
            </Box>
          )}
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="-0.02em" maxW="4xl">
            Learn Arabic and the Quran with tutors who care
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="3xl">
            Live one-to-one lessons for kids, teens and adults, at a time that suits you. Start with a free trial lesson
            and a plan made for your goals.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild size="lg" colorPalette="brand">
              <RouterLink to="/intake-form?type=trial">Book Free Trial</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" colorPalette="brand">
              <RouterLink to="/courses">Explore Courses</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
