import { DataList, Stack, Text } from '@chakra-ui/react';
import type { WebhookDeliveryDetail } from '@app/shared/admin/deliveries';
import { formatZonedTime } from '../../../lib/format-time';

interface Props {
  delivery: WebhookDeliveryDetail;
  /** How the linked student reads ("Name (e-mail)"), when linked from this dialog; else the id is shown. */
  linkedStudent?: string;
  /** The linked course's title, once the course list has loaded. */
  linkedCourse?: string;
}

/** Why the delivery waits and what it is: the facts the team decides on. */
export function DeliveryFacts({ delivery, linkedStudent, linkedCourse }: Props) {
  const invitee = [delivery.inviteeName, delivery.inviteeEmail].filter(Boolean).join(', ');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>Why</DataList.ItemLabel>
        <DataList.ItemValue>
          <Stack gap="1">
            <Text>{delivery.reasonText ?? '—'}</Text>
            {delivery.detail && (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
                {delivery.detail}
              </Text>
            )}
          </Stack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Received</DataList.ItemLabel>
        <DataList.ItemValue>{formatZonedTime(delivery.receivedAt)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Event</DataList.ItemLabel>
        <DataList.ItemValue>{delivery.event ?? 'Unknown'}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Invitee</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">{invitee || '—'}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Attempts</DataList.ItemLabel>
        <DataList.ItemValue>{delivery.attempts}</DataList.ItemValue>
      </DataList.Item>
      {delivery.link && (
        <DataList.Item>
          <DataList.ItemLabel>Linked to</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            {linkedStudent ?? `Student ${delivery.link.studentId}`},{' '}
            {linkedCourse ?? `course ${delivery.link.courseId}`}
          </DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}

/** The delivery's headers of interest (the signature's timestamp, the sender). */
export function DeliveryHeaders({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">Headers</Text>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {entries.map(([name, value]) => (
          <DataList.Item key={name}>
            <DataList.ItemLabel fontFamily="mono">{name}</DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
