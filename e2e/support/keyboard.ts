import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, as a keyboard user sees it. */
export interface FocusStop {
  /** Tag, role and accessible-ish name, for failure messages. */
  label: string;
  /** Focus is on the document itself (lost). */
  onBody: boolean;
  /** Focus is inside a toast. */
  inToast: boolean;
  /** The ring: an outline of at least 2px (or a box shadow) on the control or the box drawn for it. */
  ringVisible: boolean;
  /** The point at the centre of what shows focus is covered by something else (a sticky header, a toast). */
  covered: string | null;
}

/**
 * Reads the focused element. A visually hidden input (Chakra's checkbox and radio) shows its focus
 * on the box drawn for it in its label, so that box is what must carry the ring and be uncovered.
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) {
      return { label: 'body', onBody: true, inToast: false, ringVisible: false, covered: null };
    }
    const own = active.getBoundingClientRect();
    const label = active.closest('label');
    const shown =
      own.width <= 2 || own.height <= 2
        ? ((label?.querySelector('[data-part="control"], [data-part="item-control"]') as HTMLElement | null) ??
          label ??
          active)
        : active;
    const style = getComputedStyle(shown);
    const ringVisible =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const box = shown.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const mine = hit && (shown.contains(hit) || hit.contains(shown) || (label?.contains(hit) ?? false));
    const name =
      active.getAttribute('aria-label') ??
      (active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
      label?.textContent ??
      active.textContent ??
      '';
    return {
      label: `${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[role=${active.getAttribute('role')}]` : ''} "${name.trim().slice(0, 60)}"`,
      onBody: false,
      inToast: Boolean(active.closest('[data-scope="toast"]')),
      ringVisible,
      covered: mine ? null : `${hit?.tagName.toLowerCase()}.${String(hit?.className).slice(0, 60)}`,
    };
  });
}

/** Focus is somewhere in the page, shown by a ring nothing is drawn over, and not in a toast. */
export async function expectFocusVisible(page: Page, where: string): Promise<FocusStop> {
  // What is drawn over focus may take a frame or two to move away (a toast sliding in, a scroll).
  await expect
    .poll(async () => (await focusStop(page)).covered, { timeout: 1_000, intervals: [50, 100, 200] })
    .toBeNull()
    .catch(() => undefined);
  const stop = await focusStop(page);
  expect(stop.onBody, `${where}: focus fell to the document`).toBe(false);
  expect(stop.inToast, `${where}: a toast holds focus (${stop.label})`).toBe(false);
  expect(stop.ringVisible, `${where}: no visible focus ring on ${stop.label}`).toBe(true);
  expect(stop.covered, `${where}: ${stop.label} is drawn under another element`).toBeNull();
  return stop;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus is
 * visible, uncovered and never in a toast. Fails with the stops it went through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
): Promise<number> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let count = 1; count <= (options.max ?? 60); count += 1) {
    await page.keyboard.press(key);
    const stop = await expectFocusVisible(page, `Tab stop ${count}`);
    stops.push(stop.label);
    if (await target.evaluate((element) => element === document.activeElement)) return count;
  }
  throw new Error(`Never reached the target by ${key}; stops: ${stops.join(' → ')}`);
}

/** Types into the focused field, as a person does (never `fill` on a field focus has not reached). */
export async function typeHere(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}
