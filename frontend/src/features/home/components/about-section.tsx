import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from './section';

export const stats = [
  { value: '500+', label: 'Lessons taught' },
  { value: '300+', label: 'Active students' },
  { value: '15+', label: 'Expert tutors' },
  { value: '20+', label: 'Countries' },
];

export function AboutSection() {
  return (
    <Section
      id="about"
      title="Teaching Arabic since 2020"
      lead="We are a team of qualified tutors teaching Arabic and the Quran online to families and adults around the world, one student at a time."
    >
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="ul" listStyleType="none">
        {stats.map((stat) => (
          <Stack as="li" key={stat.label} borderWidth="1px" rounded="lg" p="5" textAlign="center" gap="1" bg="white">
            <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
              {stat.value}
            </Text>
            <Text color="fg.muted">{stat.label}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <HStack justify="center" gap="3" mt="8" flexWrap="wrap">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/about#team">Meet our team</RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand" color="brand.fg">
          <a href="#teaching-method">Our teaching method</a>
        </Button>
      </HStack>
    </Section>
  );
}
