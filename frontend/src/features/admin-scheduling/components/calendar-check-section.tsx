import { Alert, DataList, List, Stack, Text } from '@chakra-ui/react';
import { schedulingMessages, type ReconciliationResult } from '@app/shared/scheduling/schemas';
import { BusyButton } from '../../../components/ui/busy-button';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { useCheckCalendar } from '../api/scheduling';
import { SectionCard } from './section-card';

/** The later of two checks (the one just run, or the last one the settings know of). */
function latest(a: ReconciliationResult | null | undefined, b: ReconciliationResult | null | undefined) {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(a.at) >= Date.parse(b.at) ? a : b;
}

/**
 * The calendar check: what Calendly has, compared with what the school heard through the webhook,
 * applying what it missed. It runs on its own on a schedule; any admin can run it now.
 */
export function CalendarCheckSection({ last }: { last: ReconciliationResult | null }) {
  const check = useCheckCalendar();
  const shown = latest(check.data, last);

  async function onCheck() {
    try {
      await check.mutateAsync();
    } catch (error) {
      notify.error('The calendar could not be checked', errorMessage(error));
      return;
    }
    notify.success(schedulingMessages.reconciled);
  }

  return (
    <SectionCard
      id="scheduling-check"
      title="Calendar check"
      intro="Bookings and cancellations the webhook never delivered are found on the calendar and applied."
    >
      {shown ? (
        <Stack gap="3" aria-live="polite">
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Last checked</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(shown.at)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Events seen</DataList.ItemLabel>
              <DataList.ItemValue>{shown.eventsSeen}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Bookings applied</DataList.ItemLabel>
              <DataList.ItemValue>{shown.bookingsApplied}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Cancellations applied</DataList.ItemLabel>
              <DataList.ItemValue>{shown.cancellationsApplied}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {shown.errors.length > 0 ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Not checked (the next check tries again)</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4">
                    {shown.errors.map((error, index) => (
                      <List.Item key={index} overflowWrap="anywhere">
                        {error}
                      </List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No errors.
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted">The calendar has not been checked yet.</Text>
      )}
      <Stack align="start">
        <BusyButton colorPalette="brand" busy={check.isPending} busyText="Checking..." onClick={() => void onCheck()}>
          Check the calendar now
        </BusyButton>
      </Stack>
    </SectionCard>
  );
}
