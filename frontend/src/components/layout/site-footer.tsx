import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { contact, social, telHref, type SocialNetwork } from '../../content/site-content';
import { mainLinks } from './site-links';

const resources = [
  { label: 'Student Portal', to: '/student-auth' },
  { label: 'Learning Materials', to: '/courses' },
  { label: 'FAQ', to: '/courses#faq' },
];

const NETWORKS: { network: SocialNetwork; label: string; icon: string }[] = [
  {
    network: 'facebook',
    label: 'Facebook',
    icon: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.1H8.4v3.2h2.5V22H14v-10.3h2.6l.4-3.2H14z',
  },
  {
    network: 'instagram',
    label: 'Instagram',
    icon: 'M12 7.4A4.6 4.6 0 1 0 12 16.6 4.6 4.6 0 0 0 12 7.4zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3.6c2.7 0 3 0 4.1.1 2.8.1 4.1 1.4 4.2 4.2.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.8-1.4 4.1-4.2 4.2-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.8-.1-4.1-1.4-4.2-4.2C3.6 15 3.6 14.7 3.6 12s0-3 .1-4.1C3.8 5.1 5.1 3.8 7.9 3.7 9 3.6 9.3 3.6 12 3.6zM12 2c-2.7 0-3.1 0-4.1.1C4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.7 2.2 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.2 5.7-2.2 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.7-2.2-5.7-5.8-5.8C15.1 2 14.7 2 12 2z',
  },
  {
    network: 'youtube',
    label: 'YouTube',
    icon: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3-5.2 3z',
  },
];

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="white" fontFamily="body" textTransform="uppercase" letterSpacing="0.06em">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  // On navy the default focus ring (brand.500) is 3.4:1; brand.300 is 8:1.
  const linkStyle = {
    color: 'gray.200',
    _hover: { color: 'white' },
    alignSelf: 'start',
    focusRingColor: 'brand.300',
  } as const;
  // Only the networks the business has a profile on: an unset URL leaves its link out.
  const profiles = NETWORKS.flatMap((item) => {
    const url = social[item.network]?.trim();
    return url ? [{ ...item, url }] : [];
  });
  return (
    <Box as="footer" bg="navy" color="gray.200" mt="16" py="12">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="semibold" color="white" fontSize="xl" fontFamily="heading">
              Arabic &amp; Quran Academy
            </Text>
            <Text fontSize="sm">Live one-to-one Arabic and Quran lessons for kids, teens and adults since 2020.</Text>
          </Stack>
          <FooterColumn title="Quick Links">
            {mainLinks.map((link) => (
              <Link key={link.to} asChild {...linkStyle}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title="Resources">
            {resources.map((link) => (
              <Link key={link.label} asChild {...linkStyle}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title="Connect">
            {profiles.map((profile) => (
              <Link key={profile.network} href={profile.url} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                <HStack as="span" gap="2">
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={profile.icon} fill="currentColor" />
                  </svg>
                  {profile.label}
                  <Box as="span" srOnly>
                    (opens in a new tab)
                  </Box>
                </HStack>
              </Link>
            ))}
            {contact.email && (
              <Link href={`mailto:${contact.email}`} {...linkStyle} wordBreak="break-word">
                {contact.email}
              </Link>
            )}
            {contact.phone && (
              <Link href={telHref(contact.phone)} {...linkStyle} whiteSpace="nowrap">
                {contact.phone}
              </Link>
            )}
          </FooterColumn>
        </SimpleGrid>
        <Stack
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="sm"
          direction={{ base: 'column', sm: 'row' }}
          justify="center"
          align="center"
          gap={{ base: '2', sm: '6' }}
        >
          <Text textAlign="center">© {new Date().getFullYear()} Arabic &amp; Quran Academy. All rights reserved.</Text>
          <Link asChild {...linkStyle} alignSelf="center">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>
          <Link asChild {...linkStyle} alignSelf="center">
            <RouterLink to="/terms">Terms of Use</RouterLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
