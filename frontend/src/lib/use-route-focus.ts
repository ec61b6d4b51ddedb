import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its data loading) before main gets focus instead. */
const WAIT_FOR_HEADING_MS = 1_500;

/**
 * The app's focus policy on a change of page: focus goes to the new page's h1 (or its main, when
 * no heading shows in time), so a keyboard user continues from the top of the new content and a
 * screen reader reads the new page's name once, instead of focus falling to the document. Not on
 * the first page load (the browser's own start), not when only the query or hash changes (a filter,
 * the skip link), and never away from a field of the new page that already has focus.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const started = performance.now();
    const attempt = () => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active)) return;
      const heading = main?.querySelector('h1');
      if (heading) return focusWithin(heading);
      if (performance.now() - started < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(attempt);
      else if (main) focusWithin(main);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** Focus on an element that is not a control: reachable by script, not added to the Tab order. */
function focusWithin(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
