import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page as it stands: no axe violation (of any impact, or only serious and critical ones) and
 * nothing scrolling sideways. `name` and `width` label the failures.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  width: number,
  impacts: 'all' | 'serious' = 'serious',
): Promise<void> {
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
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, name, width, 'all');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
