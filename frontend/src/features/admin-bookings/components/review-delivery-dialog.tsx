import { Button, Center, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../../lib/api-client';
import { useDelivery } from '../api/get-delivery';
import { DeliveryReview } from './delivery-review';

/** As FormDialog: the whole screen on phones, as tall as the content from tablets up. */
const phoneFullScreen = { smDown: { h: '100dvh', maxH: '100dvh', my: '0', rounded: 'none' }, sm: { mx: '4' } };

/** A delivery waiting for review: read it as it arrived, then link the student, process it again, or dismiss it. */
export function ReviewDeliveryDialog({ deliveryId, onClose }: { deliveryId: string | null; onClose(): void }) {
  return (
    <Dialog.Root
      open={Boolean(deliveryId)}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={phoneFullScreen}>
            <Dialog.Header>
              <Dialog.Title>Review Delivery</Dialog.Title>
            </Dialog.Header>
            {/* Keyed: each delivery starts with a fresh choice of student and steps. */}
            {deliveryId && <LoadedDelivery key={deliveryId} deliveryId={deliveryId} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LoadedDelivery({ deliveryId, onClose }: { deliveryId: string; onClose(): void }) {
  const delivery = useDelivery(deliveryId);
  if (delivery.data) return <DeliveryReview delivery={delivery.data} onClose={onClose} />;
  return (
    <Dialog.Body>
      {delivery.isError ? (
        <Stack role="alert" gap="3" align="start">
          <Text>{errorMessage(delivery.error)}</Text>
          <Button size="sm" onClick={() => void delivery.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Center py="10" role="status" aria-label="Loading delivery">
          <Spinner />
        </Center>
      )}
    </Dialog.Body>
  );
}
