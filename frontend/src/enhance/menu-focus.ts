// No imports: the public pages' small enhancement script (src/enhance) bundles this module, and the
// React header calls the same function.

/**
 * The phone menu is a native popover (`popover` with a `popovertarget` button): it opens, closes on
 * Escape and on a click outside, and gives focus back to its button when it closes, with no
 * script. What the browser does not do, this adds: focus moves to the menu's first link when it
 * opens, and the menu closes when focus leaves it (Tab past its last item, Shift+Tab before its
 * first), so a keyboard never wanders behind the backdrop into a page it cannot see.
 *
 *   [popover][data-menu-focus]   the menu panel
 */
export const FOCUSED_MENU = '[popover][data-menu-focus]';

const FIRST_FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Closes the menu (a link in it that navigates in the page closes it too). */
export function hideMenu(menu: HTMLElement | null): void {
  try {
    menu?.hidePopover();
  } catch {
    // Already closed (older browsers throw then), or a browser without popovers.
  }
}

/** Wires one menu panel; returns the unwiring. */
export function wireMenuFocus(menu: HTMLElement): () => void {
  const onToggle = (event: Event) => {
    if ((event as Event & { newState?: string }).newState !== 'open') return;
    menu.querySelector<HTMLElement>(FIRST_FOCUSABLE)?.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    // Focus going nowhere (a click on the backdrop) is the browser's to handle: light dismiss.
    if (!(next instanceof Node) || menu.contains(next)) return;
    hideMenu(menu);
  };
  menu.addEventListener('toggle', onToggle);
  menu.addEventListener('focusout', onFocusOut);
  return () => {
    menu.removeEventListener('toggle', onToggle);
    menu.removeEventListener('focusout', onFocusOut);
  };
}

export function enhanceMenuFocus(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(FOCUSED_MENU).forEach((menu) => wireMenuFocus(menu));
}
