import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The site's header, main area and footer around every public page (scroll restoration: the root route). */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <SiteHeader />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
