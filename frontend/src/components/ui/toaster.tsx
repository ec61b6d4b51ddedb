import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * Written from the Chakra v3 docs (the snippet CLI needs the internet). Toasts announce (a polite
 * live region); they are never a stop of the Tab order (a keyboard user who tabbed into one was
 * held there), and sit at the bottom, away from the header's and the page's top-right buttons that
 * have focus after most actions. Long enough to read (8 s, paused while the pointer is on them or
 * the page is in the background); what a person must act on is said on the page as well.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4, duration: 8_000 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's success green and its dimmed description fail WCAG AA contrast with white text (axe).
          <Toast.Root width={{ md: 'sm' }} bg={toast.type === 'success' ? 'green.700' : undefined} tabIndex={-1}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger tabIndex={-1} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

let validationToast: string | undefined;

function dismissValidation(): void {
  if (validationToast) toaster.dismiss(validationToast);
  validationToast = undefined;
}

export const notify = {
  /** A success also clears any 'Validation Error' still on screen from an earlier attempt. */
  success: (title: string, description?: string) => {
    dismissValidation();
    return toaster.create({ type: 'success', title, description, closable: true });
  },
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description, closable: true }),
  /** One validation toast at a time: a new attempt replaces the last one. */
  validation: (message: string) => {
    dismissValidation();
    validationToast = toaster.create({
      type: 'error',
      title: 'Validation Error',
      description: message,
      closable: true,
    });
    return validationToast;
  },
};
