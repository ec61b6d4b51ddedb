import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepFocusClearOfToasts } from './keep-focus-clear';
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * Written from the Chakra v3 docs (the snippet CLI needs the internet). Toasts announce (each its
 * own polite status) but are never a stop of the Tab order (a keyboard user who tabbed into one was
 * held there); Alt+T reaches the region. They sit at the bottom, away from the header's and the
 * page's top-right buttons that have focus after most actions, and the control that has focus is
 * kept clear of them (keep-focus-clear.ts). News lasts 8 s (paused while the pointer is on it or
 * the page is in the background). An error never vanishes by itself: the page keeps it (a field's
 * error, a form's alert) or its toast stays until the person succeeds, tries again or leaves the page.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4, duration: 8_000 });

/** A toast whose text is said another way (focus on the page's own message): shown, not announced. */
interface ToastMeta {
  silent?: boolean;
}

export function Toaster() {
  const { pathname } = useLocation();
  // An error toast belongs to the page it was shown on; the one that sent the person here stays.
  useEffect(() => dismissErrors({ olderThanMs: 1_000 }), [pathname]);
  useEffect(() => {
    const clear = keepFocusClearOfToasts();
    let frame = 0;
    // After the toasts or the focus moved, once they are drawn.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(clear.check)));
    };
    // A new focus is checked at once (and again once drawn); new toasts once they are drawn.
    const onFocus = () => {
      clear.check();
      schedule();
    };
    const unsubscribe = toaster.subscribe(schedule);
    document.addEventListener('focusin', onFocus);
    return () => {
      unsubscribe();
      document.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
      clear.release();
    };
  }, []);
  return (
    <Portal>
      {/* Each toast is its own live status, so one can be silent: not the region as a whole. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-live="off">
        {(toast) => (
          // Chakra's success green and its dimmed description fail WCAG AA contrast with white text (axe).
          <Toast.Root
            width={{ md: 'sm' }}
            bg={toast.type === 'success' ? 'green.700' : undefined}
            tabIndex={-1}
            aria-live={(toast.meta as ToastMeta | undefined)?.silent ? 'off' : 'polite'}
          >
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

/** The errors on screen, with when each was shown. */
const errorToasts = new Map<string, number>();

/**
 * Clears the errors still on screen: the person succeeded or tried again (all of them), or went to
 * another page (`olderThanMs`: those shown before it, not the one that sent them there).
 */
export function dismissErrors(options: { olderThanMs?: number } = {}): void {
  const before = Date.now() - (options.olderThanMs ?? 0);
  for (const [id, shownAt] of errorToasts) {
    if (options.olderThanMs !== undefined && shownAt > before) continue;
    toaster.dismiss(id);
    errorToasts.delete(id);
  }
}

interface ErrorOptions {
  /** Shown, not announced: the page says the same where focus now is. */
  silent?: boolean;
  /** The page keeps this error in view (under a field, in the form): the toast may go after its time. */
  onPage?: boolean;
}

function showError(title: string, description: string | undefined, options: ErrorOptions): string {
  const id = toaster.create({
    type: 'error',
    title,
    description,
    closable: true,
    // An error never vanishes by itself: either the page keeps it, or the toast stays (until the
    // person succeeds, tries again or leaves the page).
    duration: options.onPage ? undefined : Infinity,
    meta: { silent: options.silent } satisfies ToastMeta,
  });
  errorToasts.set(id, Date.now());
  return id;
}

export const notify = {
  /** A success also clears the errors still on screen from earlier attempts. */
  success: (title: string, description?: string) => {
    dismissErrors();
    return toaster.create({ type: 'success', title, description, closable: true });
  },
  /** An error replaces the earlier ones: the latest attempt is the one that counts. */
  error: (title: string, description?: string, options: ErrorOptions = {}) => {
    dismissErrors();
    return showError(title, description, options);
  },
  /**
   * One validation toast at a time: a new attempt replaces the last one. The fields keep their
   * errors on the page, so the toast goes after its time.
   */
  validation: (message: string, options: { silent?: boolean } = {}) => {
    dismissErrors();
    return showError('Validation Error', message, { ...options, onPage: true });
  },
};
