import { useEffect, useState } from 'react';
import { Alert, Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { embeddedOriginOf, isSchedulingMessage, WIDGET_HEIGHT } from '../../lib/scheduling-url';

const SLOW_AFTER_MS = 10_000;

/**
 * The embedded scheduling page. It is an iframe made only on the page that needs it; no
 * third-party script is loaded. Calendly's messages tell us it loaded and when a booking is made:
 * those from calendly.com, and those from the origin of `src` itself (a single-use link the server
 * gave; locally, the scheduling service's stand-in).
 * If it has said nothing after 10 s (blocked, offline), the plain link and 'Contact us' are offered.
 */
export function SchedulingWidget(props: { src: string; pageUrl: string; title: string; onScheduled(): void }) {
  const { onScheduled } = props;
  const embeddedOrigin = embeddedOriginOf(props.src);
  const [heard, setHeard] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!isSchedulingMessage(event, embeddedOrigin)) return;
      setHeard(true);
      if (event.data.event === 'calendly.event_scheduled') onScheduled();
    }
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [onScheduled, embeddedOrigin]);

  return (
    <Stack gap="4">
      {slow && !heard && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The calendar is taking a while to load.</Alert.Title>
            <Alert.Description>
              <Link href={props.pageUrl} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                Open the booking page in a new tab
              </Link>{' '}
              or{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to="/contact">Contact us</RouterLink>
              </Link>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box position="relative" borderWidth="1px" rounded="lg" overflow="hidden" bg="white" minH={`${WIDGET_HEIGHT}px`}>
        {!heard && !slow && (
          <Stack position="absolute" inset="0" align="center" justify="center" gap="3" pointerEvents="none">
            <Spinner color="brand.solid" />
            <Text color="fg.muted">Loading the calendar…</Text>
          </Stack>
        )}
        <iframe
          src={props.src}
          title={props.title}
          width="100%"
          height={WIDGET_HEIGHT}
          style={{ border: 0, display: 'block', position: 'relative' }}
          data-testid="scheduling-widget"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Trouble with the calendar?{' '}
        <Link href={props.pageUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          Open the booking page
        </Link>{' '}
        or{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/contact">Contact us</RouterLink>
        </Link>
        .
      </Text>
    </Stack>
  );
}
