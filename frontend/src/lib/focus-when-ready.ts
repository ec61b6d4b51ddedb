/** How long to wait for what should get focus to be drawn (a re-render, a query settling). */
const WAIT_MS = 1_000;

/**
 * Moves focus to what `find` returns as soon as it is in the page (checked once per frame, for up
 * to a second), scrolling it into view. An element that is not a control is made reachable by
 * script only (`tabindex="-1"`), never added to the Tab order. Returns a function that cancels.
 */
export function focusWhenReady(find: () => HTMLElement | null | undefined): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    const target = find();
    if (target && target.isConnected) {
      if (!isFocusable(target)) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: 'center', inline: 'nearest' });
      return;
    }
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

function isFocusable(element: HTMLElement): boolean {
  if (element.hasAttribute('tabindex')) return true;
  return element.matches('a[href], button, input, select, textarea, [contenteditable="true"]');
}

/**
 * The form a submit came from: the submit event's target, else the form of the focused control
 * (a dialog's submit button may sit outside its form and name it with `form=`).
 */
export function formOf(event?: { target?: EventTarget | null } | null): HTMLFormElement | null {
  if (event?.target instanceof HTMLFormElement) return event.target;
  const active = document.activeElement;
  if (!active) return null;
  if ('form' in active && active.form instanceof HTMLFormElement) return active.form;
  return active.closest('form');
}

/** The first control of a form marked invalid, in the order they are shown. */
export function firstInvalidControl(form: ParentNode): HTMLElement | null {
  return form.querySelector<HTMLElement>(
    'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], button[aria-invalid="true"], [role="combobox"][aria-invalid="true"]',
  );
}
