import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { PublicTutor } from '@app/shared/tutors/schemas';
import { usePublicTutors } from '../api/get-tutors';
import { initialsOf } from '../initials';

/**
 * The height the team takes while it loads (and when it cannot be shown): one row of cards, so
 * the page below moves little when the team arrives. The page is prerendered without the team.
 */
const TEAM_MIN_HEIGHT = { base: '80', md: '72' };

function TutorCard({ tutor }: { tutor: PublicTutor }) {
  const tags = [tutor.teachesSisters && 'Teaches sisters', tutor.teachesChildren && 'Teaches children'].filter(
    (tag): tag is string => Boolean(tag),
  );
  return (
    <Card.Root as="li" w={{ base: 'full', md: 'calc((100% - 3rem) / 3)' }}>
      <Card.Body gap="3" alignItems="center" textAlign="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback aria-hidden="true">{initialsOf(tutor.name)}</Avatar.Fallback>
          {tutor.photoUrl && <Avatar.Image src={tutor.photoUrl} alt="" htmlWidth={64} htmlHeight={64} loading="lazy" />}
        </Avatar.Root>
        <Heading as="h3" size="md" overflowWrap="anywhere">
          {tutor.name}
        </Heading>
        {tutor.languages.length > 0 && (
          <Text fontSize="sm" fontWeight="medium" color="brand.fg">
            Speaks {tutor.languages.join(', ')}
          </Text>
        )}
        {tags.length > 0 && (
          <HStack gap="2" flexWrap="wrap" justify="center">
            {tags.map((tag) => (
              <Badge key={tag} colorPalette="brand" variant="subtle">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
        {tutor.bio && (
          <Text color="fg.muted" whiteSpace="pre-line" dir="auto">
            {tutor.bio}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TeamSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 3 }}
      gap="6"
      role="status"
      aria-busy="true"
      aria-label="Loading our team"
      minH={TEAM_MIN_HEIGHT}
    >
      {[0, 1, 2].map((index) => (
        <Skeleton
          key={index}
          h={TEAM_MIN_HEIGHT}
          rounded="lg"
          display={{ base: index > 0 ? 'none' : 'block', md: 'block' }}
        />
      ))}
    </SimpleGrid>
  );
}

/** "Meet Our Team": the tutors the school shows, from the API once the page runs in the browser. */
export function TeamSection() {
  const tutors = usePublicTutors();
  return (
    <Box as="section" id="team" aria-labelledby="team-heading" scrollMarginTop="24">
      <Heading as="h2" id="team-heading" size="2xl" mb="6" textAlign="center">
        Meet Our Team
      </Heading>
      {tutors.isPending ? (
        <TeamSkeleton />
      ) : tutors.isError ? (
        <Stack minH={TEAM_MIN_HEIGHT} align="center" justify="center" gap="3" textAlign="center" role="alert">
          <Text color="fg.muted">We couldn't load our tutors just now.</Text>
          <Button size="sm" variant="outline" onClick={() => void tutors.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : tutors.data.length === 0 ? (
        <Stack minH={TEAM_MIN_HEIGHT} align="center" justify="center" textAlign="center" gap="2">
          <Text fontSize="lg">Our tutors will be introduced here soon.</Text>
          <Text color="fg.muted">
            Every tutor is qualified and experienced; a free trial lesson is the best way to meet one.
          </Text>
        </Stack>
      ) : (
        // A short row (one or two tutors) is centred under the heading.
        <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap="6" minH={TEAM_MIN_HEIGHT}>
          {tutors.data.map((tutor) => (
            <TutorCard key={tutor.id} tutor={tutor} />
          ))}
        </Flex>
      )}
    </Box>
  );
}
