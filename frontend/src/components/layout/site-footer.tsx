import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESS_EMAIL, mainLinks } from './site-links';

const resources = [
  { label: 'Student Portal', to: '/student-auth' },
  { label: 'Learning Materials', to: '/courses' },
  { label: 'FAQ', to: '/courses#faq' },
];

const social = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  const linkStyle = { color: 'gray.200', _hover: { color: 'white' } } as const;
  return (
    <Box as="footer" bg="navy" color="gray.200" mt="16" py="12">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" color="white" fontSize="lg">
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
            {social.map((link) => (
              <Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                {link.label}
              </Link>
            ))}
            <Link href={`mailto:${BUSINESS_EMAIL}`} {...linkStyle}>
              {BUSINESS_EMAIL}
            </Link>
          </FooterColumn>
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" fontSize="sm" textAlign="center">
          © {new Date().getFullYear()} Arabic &amp; Quran Academy. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
