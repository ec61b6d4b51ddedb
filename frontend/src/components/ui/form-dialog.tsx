import type { FormEvent, ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, type ButtonProps } from '@chakra-ui/react';
import { FormAlert } from './form-alert';
import { BusyButton } from './busy-button';

interface Props {
  open: boolean;
  onClose(): void;
  /** Also the dialog's accessible name. */
  title: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  submitColorPalette?: ButtonProps['colorPalette'];
  /** The width from tablets up; phones always get the whole screen. */
  size?: 'md' | 'lg' | 'xl';
  /** A secondary action kept apart from Cancel and submit, on the left. */
  footerStart?: ReactNode;
  /** The server's refusal of the whole form (see showServerError), shown above the fields. */
  error?: string;
  /** Its title; 'Error' unless the form says better. */
  errorTitle?: string;
  /**
   * What gets focus when it opens (a selector inside the dialog), when the first control is not
   * where the work starts (a dialog that opens on details, with links, above its fields).
   */
  initialFocus?: string;
}

/*
 * Phones get the whole screen and larger screens a dialog as tall as its content: size={{ base: 'full' }}
 * kept that size's min-height at every breakpoint, so desktops showed a screen-high dialog. The side
 * margin keeps the wide sizes off a tablet's edges.
 */
const phoneFullScreen = { smDown: { h: '100dvh', maxH: '100dvh', my: '0', rounded: 'none' }, sm: { mx: '4' } };

/** The back office's form-in-a-dialog: title, the form's fields, then Cancel and the submit button. */
export function FormDialog(props: Props) {
  const { open, onClose, title, onSubmit, children, submitting, submitDisabled, footerStart } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={props.size ?? 'md'}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={
        props.initialFocus
          ? () => document.querySelector<HTMLElement>(`[role="dialog"] ${props.initialFocus}`)
          : undefined
      }
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={phoneFullScreen}>
            {/* The form lays out nothing itself (the dialog's header, body and footer stay its flex
                items), and the dialog element keeps its own role: a form may not be a dialog. */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {props.error && (
                  <Box mb="4">
                    <FormAlert title={props.errorTitle ?? 'Error'} message={props.error} />
                  </Box>
                )}
                {children}
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {footerStart}
                <HStack gap="3" ms="auto">
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <BusyButton
                    type="submit"
                    colorPalette={props.submitColorPalette ?? 'brand'}
                    busy={submitting}
                    busyText={props.submittingLabel}
                    disabled={submitDisabled}
                  >
                    {props.submitLabel}
                  </BusyButton>
                </HStack>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
