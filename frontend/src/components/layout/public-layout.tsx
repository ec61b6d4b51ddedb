import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'white', p: '2', rounded: 'md' }}
      >
        Skip to content
      </Link>
      <SiteHeader />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
