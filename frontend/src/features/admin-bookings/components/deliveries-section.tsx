import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { deliveryMessages, type WebhookDelivery } from '@app/shared/admin/deliveries';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatZonedTime } from '../../../lib/format-time';
import { useDeliveriesToReview } from '../api/list-deliveries';
import { ReviewDeliveryDialog } from './review-delivery-dialog';
import { PagedListView } from '../../../components/ui/paged-list-view';

/** Who a delivery is from, for its Review button: the invitee, else when it arrived. */
const from = (delivery: WebhookDelivery) =>
  delivery.inviteeName || delivery.inviteeEmail || formatZonedTime(delivery.receivedAt);

/** The scheduling deliveries the portal could not apply by itself, waiting for the team. */
export function DeliveriesSection() {
  const deliveries = useDeliveriesToReview();
  const [reviewing, setReviewing] = useState<string | null>(null);

  const columns: Column<WebhookDelivery>[] = [
    {
      header: 'Received',
      primary: true,
      cell: (delivery) => <Text fontWeight="medium">{formatZonedTime(delivery.receivedAt)}</Text>,
    },
    { header: 'Event', cell: (delivery) => delivery.event ?? 'Unknown' },
    {
      header: 'Invitee',
      cell: (delivery) =>
        delivery.inviteeName || delivery.inviteeEmail ? (
          <Stack gap="0">
            {delivery.inviteeName && <Text>{delivery.inviteeName}</Text>}
            {delivery.inviteeEmail && (
              <Text fontSize="sm" color="fg.muted">
                {delivery.inviteeEmail}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      header: 'Why',
      cell: (delivery) => (
        <Stack gap="1">
          <Text>{delivery.reasonText ?? '—'}</Text>
          {delivery.detail && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {delivery.detail}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (delivery) => (
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setReviewing(delivery.id)}
          aria-label={`Review delivery from ${from(delivery)}`}
        >
          Review
        </Button>
      ),
    },
  ];

  return (
    <Stack as="section" aria-labelledby="deliveries-to-review" gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="deliveries-to-review">
          Deliveries to review
        </Heading>
        <Text color="fg.muted">
          Messages from the scheduling service that could not be applied by themselves. Nothing in them is lost: read
          each one, link the student a booking is for, and process it again, or dismiss it.
        </Text>
      </Stack>
      <PagedListView
        list={deliveries}
        empty={deliveryMessages.empty}
        loading={{ label: 'Loading deliveries', rows: 3 }}
      >
        {(items) => (
          <ResponsiveTable
            label="Deliveries to review"
            rows={items}
            rowKey={(delivery) => delivery.id}
            columns={columns}
          />
        )}
      </PagedListView>
      <ReviewDeliveryDialog deliveryId={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
