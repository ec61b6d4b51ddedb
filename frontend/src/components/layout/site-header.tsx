import { useEffect, useRef } from 'react';
import { Box, CloseButton, Container, Flex, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { hideMenu, wireMenuFocus } from '../../enhance/menu-focus';
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

/** The id of the mobile menu's panel, which its buttons name (popovertarget). */
const MENU_ID = 'site-menu';

/**
 * The mobile menu: a native popover, so it opens, closes (its close button, Esc, a click outside)
 * and keeps focus order with no script. It slides in from the end, over a dimmed page.
 */
const menuPanelCss = {
  // Closed, the browser's own `display: none` for [popover] applies: no display here.
  position: 'fixed',
  inset: '0',
  insetInlineStart: 'auto',
  margin: '0',
  width: '100%',
  maxWidth: 'xs',
  height: '100dvh',
  maxHeight: '100dvh',
  border: 'none',
  padding: '0',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  textStyle: 'sm',
  '&:popover-open': {
    display: 'flex',
    flexDirection: 'column',
    // It slides in only for those who have not asked for reduced motion (inside the open state:
    // a rule outside it would lose to this one).
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: 'slide-from-right-full, fade-in',
      animationDuration: 'slowest',
      animationTimingFunction: 'ease-in-smooth',
    },
  },
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.36)' },
  // The page behind stays put while the menu is open.
  'html:has(&:popover-open)': { overflow: 'hidden' },
} as const;

export function SiteHeader() {
  const menu = useRef<HTMLDivElement>(null);
  // Focus into the menu when it opens, and the menu closed when focus leaves it (as on the pages
  // without React: src/enhance/menu-focus.ts).
  useEffect(() => (menu.current ? wireMenuFocus(menu.current) : undefined), []);
  // A link in the menu navigates in the page (React Router): the menu closes as the browser would
  // close it on a page load.
  const close = () => hideMenu(menu.current);
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
          <IconButton
            aria-label="Open menu"
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            popoverTarget={MENU_ID}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
          <Box
            ref={menu}
            id={MENU_ID}
            popover="auto"
            data-menu-focus=""
            role="dialog"
            aria-labelledby={`${MENU_ID}-title`}
            css={menuPanelCss}
          >
            <Flex align="center" gap="2" px="6" pt="6" pb="4">
              <Heading as="h2" id={`${MENU_ID}-title`} flex="1" textStyle="lg" fontWeight="semibold">
                Menu
              </Heading>
            </Flex>
            <Box px="6" py="2" flex="1">
              <Stack as="nav" aria-label="Mobile" gap="1">
                {mainLinks.map((link) => (
                  <NavItem key={link.to} {...link} onClick={close} />
                ))}
              </Stack>
              <Stack mt="6" gap="2">
                <AccountLinks onNavigate={close} stacked />
              </Stack>
            </Box>
            <CloseButton
              size="sm"
              aria-label="Close menu"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              position="absolute"
              top="3"
              insetEnd="2"
            />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
