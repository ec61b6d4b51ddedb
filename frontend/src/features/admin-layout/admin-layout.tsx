import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import type { Me } from '@app/shared/auth/schemas';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { SkipLink } from '../../components/layout/skip-link';
import { useAdminDashboard } from '../../lib/admin-queries';
import { useAuth } from '../../lib/auth';
import { AdminGuard } from './admin-guard';
import { adminNav, badgeCount } from './admin-nav';

function SidebarContent({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const items = adminNav.filter((item) => !item.superAdminOnly || me.role === 'super_admin');
  const dashboard = useAdminDashboard();
  return (
    <Flex direction="column" h="full" gap="6">
      <Heading as="p" size="md" color="white">
        Academy Admin
      </Heading>
      <Stack as="nav" aria-label="Admin" gap="1" flex="1">
        {items.map((item) => {
          const waiting = badgeCount(item, dashboard.data);
          return (
            <Link
              key={item.to}
              asChild
              display="flex"
              px="3"
              py="2"
              rounded="md"
              color="gray.100"
              _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { bg: 'brand.solid', color: 'white' } }}
            >
              <NavLink to={item.to} onClick={onNavigate}>
                <Flex as="span" flex="1" justify="space-between" align="center" gap="2">
                  {item.label}
                  {waiting > 0 && (
                    // White on orange.700: 5.2:1 (orange.solid was 3.55:1, under WCAG AA's 4.5:1).
                    <Badge bg="orange.700" color="white" rounded="full">
                      {waiting}
                      <VisuallyHidden> waiting</VisuallyHidden>
                    </Badge>
                  )}
                </Flex>
              </NavLink>
            </Link>
          );
        })}
      </Stack>
      <Stack gap="2" borderTopWidth="1px" borderColor="whiteAlpha.300" pt="4">
        <Text fontSize="sm" color="gray.100" truncate title={me.email}>
          {me.email}
        </Text>
        <Badge alignSelf="start" colorPalette={me.role === 'super_admin' ? 'purple' : 'blue'} variant="solid">
          {me.role === 'super_admin' ? 'Super Admin' : 'Admin'}
        </Badge>
        <Button
          variant="outline"
          color="white"
          borderColor="whiteAlpha.500"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={async () => {
            onNavigate?.();
            await signOut();
            navigate('/admin/login', { replace: true });
          }}
        >
          Logout
        </Button>
      </Stack>
    </Flex>
  );
}

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  return (
    <AdminGuard required="admin">
      {(me) => (
        <Flex minH="100vh" bg="gray.50">
          <SkipLink />
          <Box
            as="aside"
            w="64"
            bg="navy"
            p="5"
            position="sticky"
            top="0"
            h="100vh"
            overflowY="auto"
            display={{ base: 'none', lg: 'block' }}
          >
            <SidebarContent me={me} />
          </Box>
          <Box flex="1" minW="0">
            <Flex
              as="header"
              display={{ base: 'flex', lg: 'none' }}
              align="center"
              justify="space-between"
              bg="navy"
              color="white"
              px="4"
              h="14"
            >
              <Text fontWeight="bold">Academy Admin</Text>
              <MenuDrawer open={open} onOpenChange={setOpen} placement="start" label="admin menu" inverted>
                <SidebarContent me={me} onNavigate={() => setOpen(false)} />
              </MenuDrawer>
            </Flex>
            <Box as="main" id="main" p={{ base: '4', md: '8' }}>
              <Outlet />
            </Box>
          </Box>
        </Flex>
      )}
    </AdminGuard>
  );
}
