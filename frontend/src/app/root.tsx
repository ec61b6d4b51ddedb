import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Center, ChakraProvider, Heading, Stack, Text } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteError,
  type MetaFunction,
} from 'react-router';
import { RouteFallback } from '../components/layout/route-fallback';
import { AuthProvider } from '../lib/auth';
import { useFocusRescue } from '../lib/use-focus-rescue';
import { useRouteFocus } from '../lib/use-route-focus';
import { takeHeldLocation } from './held-location';
import { pageMeta } from './meta';
import { getQueryClient } from './query-client';
import { FONT_FACES_CSS } from '../styles/fonts';
import { system } from './theme';

/**
 * Toasts (form results) appear only after something is sent, never on a first paint: the Toaster
 * and its state machine load after hydration, outside the initial JavaScript.
 */
const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

function LateToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The head of pages without their own `meta` (the SPA fallback, the back office, the student area). */
export const meta: MetaFunction = () =>
  pageMeta({
    title: '',
    description:
      'Learn Arabic and Quran online with expert tutors: live one-to-one lessons for kids, teens and adults.',
  });

/** The document around every page, prerendered or not, and the app's providers. */
export function Layout({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        {/* Inline: a stylesheet would be one more round trip before the first paint. */}
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES_CSS }} />
        <Links />
      </head>
      <body>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              {children}
              <LateToaster />
            </AuthProvider>
          </QueryClientProvider>
        </ChakraProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();
  useRouteFocus();
  useFocusRescue();
  useEffect(() => {
    // A prerendered page was hydrated at the address it was rendered for (see held-location.ts);
    // now show what the query asks for.
    const held = takeHeldLocation();
    if (held) void navigate(held, { replace: true, preventScrollReset: true });
  }, [navigate]);
  return <Outlet />;
}

/** What the SPA fallback shows until the page's code has loaded (the admin and student areas, /book, …). */
export function HydrateFallback() {
  return (
    <>
      <RouteFallback />
      <noscript>
        <Box textAlign="center" px="4" pb="16">
          This page needs JavaScript. Please turn it on, or visit our <a href="/courses">courses</a> and{' '}
          <a href="/contact">contact</a> pages.
        </Box>
      </noscript>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Center as="main" minH="100vh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {notFound ? 'Page not found' : "We can't load this page right now"}
        </Heading>
        <Text color="fg.muted">Please refresh the page in a moment.</Text>
        <Button asChild colorPalette="brand">
          <a href="/">Return to Home</a>
        </Button>
      </Stack>
    </Center>
  );
}
