import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';

/**
 * A button that shows its request is running without leaving the Tab order: `aria-disabled` and
 * `aria-busy` instead of `disabled` (a disabled button drops focus to the page), its clicks and
 * the form submissions it would make ignored while busy. `busyText` replaces the label meanwhile.
 */
export function BusyButton({
  busy,
  busyText,
  children,
  onClick,
  ...rest
}: ButtonProps & { busy: boolean; busyText?: string }) {
  return (
    <Button
      {...rest}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-loading={busy ? '' : undefined}
      onClick={(event) => {
        if (busy) {
          // Also stops the submission a submit button would make (Enter in a field clicks it).
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? (
        <>
          <Spinner size="sm" aria-hidden="true" />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
