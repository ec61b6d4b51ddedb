import { useState } from 'react';
import {
  Box,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { AccountLinks } from './account-links';
import { mainLinks } from './site-links';

export function Logo() {
  return (
    <Link asChild fontWeight="bold" fontSize="lg" color="navy" _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/">
        <HStack gap="2">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text as="span">Arabic &amp; Quran Academy</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

function NavItem({ to, label, onClick }: { to: string; label: string; onClick?: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={to} end={to === '/'} onClick={onClick}>
        {label}
      </NavLink>
    </Link>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box as="header" borderBottomWidth="1px" bg="white" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {mainLinks.map((link) => (
              <NavItem key={link.to} {...link} />
            ))}
          </HStack>
          <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
            <AccountLinks />
          </HStack>
          <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>Menu</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Mobile" gap="1">
                      {mainLinks.map((link) => (
                        <NavItem key={link.to} {...link} onClick={close} />
                      ))}
                    </Stack>
                    <Stack mt="6" gap="2">
                      <AccountLinks onNavigate={close} stacked />
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Flex>
      </Container>
    </Box>
  );
}
