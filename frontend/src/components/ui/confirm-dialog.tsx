import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { BusyButton } from './busy-button';

interface Props {
  open: boolean;
  title: string;
  /** The question the person confirms, e.g. 'Are you sure?'. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** An alert dialog asking to confirm something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <BusyButton colorPalette="red" busy={pending} onClick={onConfirm}>
                {confirmLabel}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
