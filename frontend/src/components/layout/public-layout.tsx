import { Box, Flex, Link } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The site's header, main area and footer around every public page (scroll restoration: the root route). */
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
    </Flex>
  );
}
