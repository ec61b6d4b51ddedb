import { useState } from 'react';
import { Box, Container, Drawer, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { MenuDrawer } from '../ui/menu-drawer';
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
          <MenuDrawer
            open={open}
            onOpenChange={setOpen}
            placement="end"
            label="menu"
            triggerProps={{ display: { base: 'inline-flex', lg: 'none' } }}
            header={
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
            }
          >
            <Stack as="nav" aria-label="Mobile" gap="1">
              {mainLinks.map((link) => (
                <NavItem key={link.to} {...link} onClick={close} />
              ))}
            </Stack>
            <Stack mt="6" gap="2">
              <AccountLinks onNavigate={close} stacked />
            </Stack>
          </MenuDrawer>
        </Flex>
      </Container>
    </Box>
  );
}
