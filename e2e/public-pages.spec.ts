import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const pages = [
  '/',
  '/courses',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/intake-form?type=trial',
  '/book',
  '/booking-confirmed',
  '/nowhere',
];

async function firstCoursePath(baseURL: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/courses?limit=1`);
  const body = (await answer.json()) as { items: { id: string }[] };
  return `/courses/${body.items[0]!.id}`;
}

test('every public page passes an axe scan with no serious or critical violations', async ({ page, baseURL }) => {
  // Sixteen scans in one test: give it the time a busy 2-core machine needs.
  test.slow();
  for (const path of [...pages, await firstCoursePath(baseURL!)]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${path} @${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    }
  }
});

test('no public page requests anything outside our origin, but the widget on /book', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) outside.push(`${new URL(page.url()).pathname} -> ${url.origin}`);
  });
  // Block the widget's own network (no internet here); we only record what is asked for.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*calendly\.com\//, (route) => route.abort());
  for (const path of [...pages, await firstCoursePath(baseURL!)]) {
    // The widget's frame is made once the page has hydrated, which on a busy machine can come after
    // the network has been idle for a while: on /book, wait for its request rather than for quiet.
    const widget = path === '/book' ? page.waitForRequest(/^https:\/\/([a-z0-9-]+\.)*calendly\.com\//) : undefined;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await widget;
  }
  expect(outside.filter((entry) => !entry.startsWith('/book -> https://calendly.com'))).toEqual([]);
  expect(outside.some((entry) => entry.startsWith('/book -> https://calendly.com'))).toBe(true);
});

test('every public page has its own title and description', async ({ page }) => {
  const titles = new Set<string>();
  const paths = [
    '/',
    '/courses',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/intake-form',
    '/book',
    '/booking-confirmed',
  ];
  for (const path of paths) {
    await page.goto(path);
    // Pages that are not prerendered get their head with their content, once their code has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  }
  expect(titles.size).toBe(paths.length);
});
