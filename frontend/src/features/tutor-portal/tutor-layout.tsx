import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { SkipLink } from '../../components/layout/skip-link';
import { useAuth } from '../../lib/auth';
import { TUTOR_HOME, TUTOR_LOGIN } from '../../lib/role-home';
import { TutorGuard } from './tutor-guard';

const NAV = [
  { to: TUTOR_HOME, label: 'My lessons', end: true },
  { to: `${TUTOR_HOME}/learners`, label: 'My learners', end: false },
] as const;

/** /tutor/*: the tutor portal's bar (school, My lessons, My learners, Sign out) over its pages; tutors only. */
export function TutorLayout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <TutorGuard>
      {(me) => (
        <Flex direction="column" minH="100vh" bg="gray.50">
          <SkipLink />
          <Box as="header" bg="navy" color="white">
            <Container maxW="6xl" py="3">
              <Flex align="center" justify="space-between" gap="3" flexWrap="wrap">
                <Box minW="0">
                  <Text fontWeight="bold">Arabic &amp; Quran Academy</Text>
                  <Text fontSize="sm" color="gray.200">
                    Tutor portal
                  </Text>
                </Box>
                <HStack as="nav" aria-label="Tutor" gap="1" order={{ base: 3, md: 2 }} w={{ base: 'full', md: 'auto' }}>
                  {NAV.map((item) => (
                    <Link
                      key={item.to}
                      asChild
                      px="3"
                      py="2"
                      rounded="md"
                      color="gray.100"
                      fontWeight="medium"
                      _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                      css={{ '&[aria-current=page]': { bg: 'brand.solid', color: 'white' } }}
                    >
                      <NavLink to={item.to} end={item.end}>
                        {item.label}
                      </NavLink>
                    </Link>
                  ))}
                </HStack>
                <HStack gap="3" order={{ base: 2, md: 3 }} minW="0">
                  <Text
                    fontSize="sm"
                    color="gray.100"
                    truncate
                    maxW="56"
                    title={me.email}
                    display={{ base: 'none', sm: 'block' }}
                  >
                    {me.email}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    color="white"
                    borderColor="whiteAlpha.500"
                    _hover={{ bg: 'whiteAlpha.200' }}
                    onClick={async () => {
                      await signOut();
                      navigate(TUTOR_LOGIN, { replace: true });
                    }}
                  >
                    Sign out
                  </Button>
                </HStack>
              </Flex>
            </Container>
          </Box>
          <Box as="main" id="main" flex="1">
            <Container maxW="6xl" py={{ base: '6', md: '10' }}>
              <Outlet />
            </Container>
          </Box>
        </Flex>
      )}
    </TutorGuard>
  );
}
