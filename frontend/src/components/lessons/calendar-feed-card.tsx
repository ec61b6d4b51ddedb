import { useId, useRef, useState } from 'react';
import { Button, Card, Field, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CalendarFeed } from '@app/shared/lessons/lessons';
import { errorMessage } from '../../lib/api-client';
import { BusyButton } from '../ui/busy-button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notify } from '../ui/toaster';

/** The calls behind one calendar feed (the tutor's, or one learner's). */
export interface CalendarFeedApi {
  queryKey: QueryKey;
  read(): Promise<CalendarFeed>;
  /** A new secret address; the old one stops working. */
  create(): Promise<CalendarFeed>;
  /** Stops the address without a new one. */
  revoke(): Promise<void>;
}

export const calendarFeedTexts = {
  title: 'Calendar feed',
  create: 'Create link',
  renew: 'New link (stops the old one)',
  stop: 'Stop the feed',
  copy: 'Copy link',
  created: 'Calendar link ready',
  renewed: 'New calendar link ready: the old one no longer works.',
  stopped: 'Calendar feed stopped',
  stoppedText: 'Calendars subscribed to the old address stop showing new lessons.',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  copyFailedText: 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).',
  failed: 'Calendar feed not changed',
} as const;

/**
 * A secret calendar address (iCalendar) for `about` ("your lessons", "Yusuf's lessons"): shown
 * with a copy button, made or replaced ("New link" stops the old address) and stopped. Anyone
 * holding the address sees the lessons, so it is shown only here and can be changed at once.
 */
export function CalendarFeedCard({ api, about }: { api: CalendarFeedApi; about: string }) {
  const headingId = useId();
  const addressRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [confirmingStop, setConfirmingStop] = useState(false);
  const feed = useQuery({ queryKey: api.queryKey, queryFn: api.read });
  const url = feed.data?.url ?? null;

  const create = useMutation({
    mutationFn: api.create,
    onSuccess: (next) => queryClient.setQueryData(api.queryKey, next),
  });
  const revoke = useMutation({
    mutationFn: api.revoke,
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(api.queryKey, { url: null }),
  });

  async function makeLink() {
    const renewing = Boolean(url);
    try {
      await create.mutateAsync();
    } catch (error) {
      notify.error(calendarFeedTexts.failed, errorMessage(error));
      return;
    }
    notify.success(calendarFeedTexts.created, renewing ? calendarFeedTexts.renewed : undefined);
  }

  async function stop() {
    try {
      await revoke.mutateAsync();
    } catch (error) {
      notify.error(calendarFeedTexts.failed, errorMessage(error));
      return;
    } finally {
      setConfirmingStop(false);
    }
    notify.success(calendarFeedTexts.stopped, calendarFeedTexts.stoppedText);
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      notify.success(calendarFeedTexts.copied);
    } catch {
      addressRef.current?.focus();
      addressRef.current?.select();
      notify.error(calendarFeedTexts.copyFailed, calendarFeedTexts.copyFailedText);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" id={headingId} size="lg">
          {calendarFeedTexts.title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">
          See {about} in your own calendar: in Google Calendar add it under Other calendars → From URL, in Apple
          Calendar choose File → New Calendar Subscription, in Outlook choose Add calendar → Subscribe from web, and
          paste this link; new and moved lessons then appear by themselves.
        </Text>
        {feed.isPending ? (
          <Stack role="status" aria-busy="true" aria-label="Loading the calendar feed">
            <Skeleton h="10" />
          </Stack>
        ) : feed.isError ? (
          <Stack role="alert" gap="3" align="start">
            <Text>We couldn't load the calendar feed. {errorMessage(feed.error)}</Text>
            <Button size="sm" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : url ? (
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Your calendar link</Field.Label>
              <Input
                ref={addressRef}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                fontFamily="mono"
                fontSize="sm"
              />
              <Field.HelperText>
                Keep it private: anyone with this link sees the lessons. A new link stops the old one.
              </Field.HelperText>
            </Field.Root>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="brand" onClick={() => void copy(url)}>
                {calendarFeedTexts.copy}
              </Button>
              <BusyButton variant="outline" busy={create.isPending} busyText="Making a new link..." onClick={makeLink}>
                {calendarFeedTexts.renew}
              </BusyButton>
              <Button variant="ghost" colorPalette="red" onClick={() => setConfirmingStop(true)}>
                {calendarFeedTexts.stop}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="3" align="start">
            <Text>There is no calendar link yet.</Text>
            <BusyButton colorPalette="brand" busy={create.isPending} busyText="Making the link..." onClick={makeLink}>
              {calendarFeedTexts.create}
            </BusyButton>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirmingStop}
        title="Stop the calendar feed?"
        confirmLabel={calendarFeedTexts.stop}
        pending={revoke.isPending}
        onConfirm={() => void stop()}
        onClose={() => setConfirmingStop(false)}
      >
        Calendars subscribed to this link stop showing new lessons. You can create a new link at any time.
      </ConfirmDialog>
    </Card.Root>
  );
}
