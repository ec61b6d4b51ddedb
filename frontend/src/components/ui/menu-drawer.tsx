import type { ReactNode } from 'react';
import { CloseButton, Drawer, IconButton, Portal, type IconButtonProps } from '@chakra-ui/react';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  placement: 'start' | 'end';
  label: string;
  /** Colours for the trigger and close button on a dark bar. */
  inverted?: boolean;
  triggerProps?: IconButtonProps;
  header?: ReactNode;
  children: ReactNode;
}

/** The hamburger button and the drawer it opens: the site's mobile menu and the admin sidebar on phones. */
export function MenuDrawer({ open, onOpenChange, placement, label, inverted, triggerProps, header, children }: Props) {
  const colors = inverted ? { color: 'white', _hover: { bg: 'whiteAlpha.200' } } : {};
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement={placement}>
      <Drawer.Trigger asChild>
        <IconButton aria-label={`Open ${label}`} variant="ghost" {...colors} {...triggerProps}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            bg={inverted ? 'navy' : undefined}
            aria-label={label.charAt(0).toUpperCase() + label.slice(1)}
          >
            {header}
            <Drawer.Body p={inverted ? '5' : undefined}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`Close ${label}`} color={inverted ? 'white' : undefined} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
