import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function HeroSection() {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="white" py={{ base: '16', md: '24' }}>
      <Container maxW="5xl">
        <Stack gap="6" textAlign={{ base: 'left', md: 'center' }} align={{ md: 'center' }}>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
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
