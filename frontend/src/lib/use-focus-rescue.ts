import { useEffect } from 'react';

/** How long a closing dialog may take to give focus back to its trigger before focus is rescued. */
const DIALOG_RESTORE_MS = 400;

/**
 * The app's net under focus: when the control that had focus leaves the page (an approved request's
 * row, the Approve button of a dialog that closed after its row went), the browser drops focus to
 * the document and a keyboard user starts again from the top. Then focus goes instead to the heading
 * of the section the control was in, if that is still shown, else to the page's h1 (or its main).
 * Nothing happens while focus is anywhere else, while a dialog is restoring focus itself, or when
 * the page changed (the route's focus policy handles that).
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let last: { control: Element; section: Element | null; path: string } | null = null;
    let frame = 0;

    const onFocusIn = (event: FocusEvent) => {
      const control = event.target instanceof Element ? event.target : null;
      if (!control || control === document.body) return;
      const section = control.closest('section, [role="region"], [role="dialog"], [role="alertdialog"]');
      last = { control, section, path: window.location.pathname };
    };

    const check = () => {
      if (!last || last.control.isConnected) return;
      // A new page: focus is the route's business (useRouteFocus).
      if (window.location.pathname !== last.path) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const target = headingOf(last.section) ?? pageHeading();
      last = null;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };

    // Checked two frames after the page changed; after a dialog closed, once it has had time to give
    // focus back to what opened it (it does not when focus is already somewhere).
    let timer = 0;
    const observer = new MutationObserver(() => {
      if (!last || last.control.isConnected) return;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      if (last.section?.matches('[role="dialog"], [role="alertdialog"]'))
        timer = window.setTimeout(check, DIALOG_RESTORE_MS);
      else frame = requestAnimationFrame(() => (frame = requestAnimationFrame(check)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}

/** The heading that names a section still on the page (not a dialog: it has gone with its content). */
function headingOf(section: Element | null): HTMLElement | null {
  if (!section || !section.isConnected || section.matches('[role="dialog"], [role="alertdialog"]')) return null;
  const labelledBy = section.getAttribute('aria-labelledby');
  const named = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!) : null;
  return named ?? section.querySelector<HTMLElement>('h1, h2, h3');
}

function pageHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  return main?.querySelector<HTMLElement>('h1') ?? main;
}
