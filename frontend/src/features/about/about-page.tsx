import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { trialBookingUrl } from '../../lib/trial-booking-url';
import { usePageTitle } from '../../lib/use-page-title';
import { TeamSection } from './components/team-section';

const values = [
  { title: 'Passion for Teaching', text: 'Our tutors love what they teach, and it shows in every lesson.' },
  {
    title: 'Student Success',
    text: 'We measure ourselves by your progress: clear goals, honest feedback, real results.',
  },
  { title: 'Community', text: 'Students from more than 20 countries learning together, supported by a caring team.' },
  { title: 'Excellence', text: 'Qualified tutors, structured courses and a certificate when you complete them.' },
];

export function AboutPage() {
  usePageTitle(
    'About Us',
    'Who we are: qualified Arabic and Quran tutors teaching students in 20+ countries since 2020.',
  );
  return (
    <Container maxW="6xl" py="12">
      <Stack gap="16">
        <Stack gap="4" maxW="3xl" mx="auto" textAlign="center">
          <Heading as="h1" size="4xl">
            About Us
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            We started in 2020 with a simple idea: everyone should be able to learn Arabic and the Quran from a
            qualified teacher, wherever they live. Since then our tutors have taught more than 500 lessons to over 300
            students in 20+ countries, from children reading their first letters to professionals negotiating in Arabic.
          </Text>
        </Stack>

        <Box as="section" aria-labelledby="values-heading">
          <Heading as="h2" id="values-heading" size="2xl" mb="6" textAlign="center">
            Our Values
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {values.map((value) => (
              <Card.Root key={value.title}>
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {value.title}
                  </Heading>
                  <Text color="fg.muted">{value.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>

        <TeamSection />

        <Stack align="center" textAlign="center" gap="4" bg="brand.50" rounded="xl" p={{ base: '6', md: '10' }}>
          <Heading as="h2" size="2xl">
            Try a free lesson
          </Heading>
          <Text color="fg.muted">Meet one of our tutors and get a learning plan made for you.</Text>
          <Button asChild colorPalette="brand" size="lg">
            <a href={trialBookingUrl()} target="_blank" rel="noopener noreferrer">
              Schedule a Free Trial
            </a>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
