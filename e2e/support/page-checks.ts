import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Bands below a page's first screen carry `content-visibility: auto`: the browser draws them only
 * as they come near the viewport, and a full-page capture, which does not scroll, would show them
 * blank. Drawn all at once here, as a visitor scrolling down sees them one after the other.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * The page as it stands, drawn whole: no axe violation (of any impact, or only serious and critical ones) and
 * nothing scrolling sideways. `name` and `width` label the failures.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  width: number,
  impacts: 'all' | 'serious' = 'serious',
): Promise<void> {
  await drawWholePage(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => impacts === 'all' || v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${name} @${width}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`).join(', ')}`,
    ),
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBe(false);
}

/**
 * Screenshots at desktop and phone width (`test-results/screens/<name>-<width>.png`), with axe
 * (every impact) at each; the page is left at desktop width.
 */
export async function shotsAndAxe(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await drawWholePage(page);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, name, width, 'all');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Where the header, the main area and its heading sit (rounded), to compare two moments of a page. */
export async function layoutBoxes(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
  };
  return { header: await box('header'), main: await box('main'), heading: await box('h1') };
}

/**
 * Records, from the first byte of every page the `page` opens (CDP injects this, not the page),
 * its layout shifts and its CSP violations; `pageRecord` reads them. Only shifts once the document
 * is parsed count: a busy machine paints the page while it is still being read (a half-read footer
 * grows), which is the browser streaming HTML, not anything the page does.
 */
export async function recordShiftsAndViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number; violations: string[] };
    record.shifts = 0;
    record.violations = [];
    new PerformanceObserver((list) => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domInteractive;
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput && parsed && entry.startTime >= parsed) record.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => record.violations.push(event.violatedDirective));
  });
}

export function pageRecord(page: Page): Promise<{ shifts: number; violations: string[] }> {
  return page.evaluate(() => {
    const { shifts, violations } = window as unknown as { shifts: number; violations: string[] };
    return { shifts, violations };
  });
}
