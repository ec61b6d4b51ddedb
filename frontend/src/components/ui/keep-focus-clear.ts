/** The toasts' distance from the top of the window when they move there. */
const TOP_PX = 16;

/**
 * Keeps the control that has focus clear of the toasts (WCAG 2.4.11: focus not obscured). Toasts
 * sit at the bottom; when one is over the control that has focus (it got focus behind one, such as
 * a dialog's buttons, or a toast came over it), the toasts move to the top of the window, and back
 * down if they then cover what has focus up there. Nothing else on the page moves.
 */
export function keepFocusClearOfToasts(): { check(): void; release(): void } {
  let atTop = false;

  const group = () => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');

  const release = () => {
    group()?.style.removeProperty('translate');
    atTop = false;
  };

  const check = () => {
    const region = group();
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]'))
      .map((toast) => toast.getBoundingClientRect())
      .filter((box) => box.height > 0);
    if (!region || toasts.length === 0) return release();
    const shown = shownBox(document.activeElement);
    if (!shown) return;
    const covers = toasts.some(
      (box) => box.left < shown.right && box.right > shown.left && box.top < shown.bottom && box.bottom > shown.top,
    );
    if (!covers) return;
    if (atTop) return release();
    const top = Math.min(...toasts.map((box) => box.top));
    region.style.setProperty('translate', `0 ${Math.round(TOP_PX - top)}px`);
    atTop = true;
  };

  return { check, release };
}

/** The box a person sees focus on: the control, or for a visually hidden input the box drawn in its label. */
function shownBox(active: Element | null): DOMRect | null {
  if (!active || active === document.body || active.closest('[data-scope="toast"]')) return null;
  const own = active.getBoundingClientRect();
  if (own.width > 2 && own.height > 2) return own;
  const label = active.closest('label');
  const drawn = label?.querySelector('[data-part="control"], [data-part="item-control"]') ?? label;
  return drawn ? drawn.getBoundingClientRect() : own;
}
