import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPoolUser } from './support/local-cognito';
import { layoutBoxes, pageRecord, recordShiftsAndViolations } from './support/page-checks';

/**
 * The public pages are prerendered at build time (React Router, ssr: false): their HTML carries
 * the content and the styles, so they read without JavaScript; those with a form hydrate on top
 * with no error, no shift and no code of the back office, the student area or Amplify, and the
 * others load no React at all (public-without-react.spec.ts). The catalogue, course pages and
 * About are rendered on request by the page function (locally by the web server, with the same code).
 */
const prerendered = ['/', '/courses', '/about', '/contact', '/privacy', '/terms', '/booking-confirmed'];
const shots = 'test-results/prerender';
/** The build the server serves (infra/local/web-server.ts: STATIC_DIR, else frontend/dist). */
const dist = path.resolve(process.env.STATIC_DIR ?? path.join(import.meta.dirname, '../frontend/dist'));

interface Manifest {
  routes: Record<string, { id: string; module: string }>;
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.beforeAll(() => mkdirSync(shots, { recursive: true }));

test('the public pages are complete HTML: heading, content, styles and head, without JavaScript', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    for (const pathname of [...prerendered, '/nowhere/at/all']) {
      const response = await page.goto(pathname);
      expect(response?.headers()['content-type']).toContain('text/html');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, pathname).toBeVisible();
      await expect(heading, pathname).not.toHaveText('');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Styled by the prerendered <style> tags: Chakra's layout is there (the header is a sticky bar).
      expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position), pathname).toBe('sticky');
      expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    }
  });
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    await page.screenshot({ path: `${shots}/home-1280-no-js.png` });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible();
    await page.goto('/about');
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    await page.goto('/contact');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await page.goto('/nowhere/at/all');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the interactive parts of the public pages work without JavaScript', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    // The mobile menu is a native popover.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // The FAQ is native disclosures.
    const answer = page.getByText('Lessons last 60 minutes, or 30 minutes for younger or busy students.');
    await page.locator('summary', { hasText: 'How long is a lesson?' }).click();
    await expect(answer).toBeVisible();

    // The carousel is a scroll-snap track (its buttons, which need a script, are not shown); a
    // video poster is a link to the recording.
    const track = page.getByRole('group', { name: 'Testimonial slides' });
    await expect(track.locator('[aria-roledescription="slide"]')).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Next testimonials' })).toBeHidden();
    await track.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Play video testimonial from Aisha Rahman' }).first()).toHaveAttribute(
      'href',
      '/media/testimonials/aisha.webm',
    );

    // The level filter is radios, and CSS hides the other levels' cards (when the build listed them).
    await page.goto('/courses');
    // The pill a person clicks is the radio's label.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Advanced' }) })
      .click();
    await expect(page.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    const levels = await page
      .locator('[data-level]')
      .evaluateAll((cards) => cards.map((card) => [card.getAttribute('data-level'), card.checkVisibility()]));
    for (const [level, shown] of levels) expect(shown, String(level)).toBe(level === 'advanced');
  });
});

test('each public page has its own title, description, canonical URL and Open Graph tags', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    const titles = new Set<string>();
    for (const pathname of ['/', '/courses', '/about', '/contact']) {
      await page.goto(pathname);
      titles.add(await page.title());
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(pathname);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        (await page.locator('meta[name="description"]').getAttribute('content'))!,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    }
    expect(titles.size).toBe(4);
  });
});

test('robots.txt and sitemap.xml describe the public site', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /student');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  for (const pathname of ['/', '/courses', '/about', '/contact']) {
    expect(sitemap).toContain(`<loc>${new URL(sitemapUrl).origin}${pathname}</loc>`);
  }
  expect(sitemap).not.toContain('/admin');
});

test('the app hydrates the prerendered pages: no console error, no shift, the production CSP', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await recordShiftsAndViolations(page);

  for (const pathname of [...prerendered, '/nowhere/at/all']) {
    const response = await page.goto(pathname);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    await page.waitForLoadState('networkidle');
    const withScript = await layoutBoxes(page);
    const record = await pageRecord(page);
    expect(record.violations, pathname).toEqual([]);
    expect(record.shifts, pathname).toBeLessThan(0.01);
    const withoutScript = await withoutJavaScript(browser, async (plain) => {
      await plain.goto(pathname);
      return layoutBoxes(plain);
    });
    expect(withScript, pathname).toEqual(withoutScript);
  }
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/home-1280-js.png` });
  // A page with a form is hydrated: a link is a client-side navigation, in the same document.
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  // A prerendered page opened with a query shows what the query asks for, after a clean hydration.
  await page.goto('/courses?level=advanced');
  await expect(page.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  await expect(page).toHaveURL(/\/courses\?level=advanced$/);
  expect(errors).toEqual([]);
});

test('course pages: rendered with their data by the page function, readable without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const { items } = (await (await request.get('/api/courses?limit=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = items[0]!;
  await withoutJavaScript(browser, async (plain) => {
    await plain.goto(`/courses/${course.id}`);
    await expect(plain.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const data = JSON.parse((await plain.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'Course', provider: { name: expect.any(String) } });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${course.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({ '@type': 'Course', name: course.title, educationalLevel: expect.any(String) });
  expect(errors).toEqual([]);
});

test('public pages load no back-office, student or Amplify code, and no /config.json, before sign-in', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  // The contact page runs the app (its form); the pages without a form load none of it.
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const manifest = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest,
  );
  // The modules of the back office and the student area (the not-found page, which they share
  // with the public site, aside).
  const routes = Object.values(manifest.routes);
  const publicModules = new Set(routes.filter((r) => !/^routes\/(admin|student)\//.test(r.id)).map((r) => r.module));
  const privateModules = routes
    .filter((route) => /^routes\/(admin|student)\//.test(route.id) && !publicModules.has(route.module))
    .map((route) => route.module);
  expect(privateModules.length).toBeGreaterThan(10);

  for (const pathname of ['/courses', '/about', '/contact', '/booking-confirmed', '/nowhere']) {
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigations too, course page included.
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = requested.filter((pathname) => pathname.endsWith('.js'));
  expect(scripts.filter((pathname) => privateModules.includes(pathname))).toEqual([]);
  expect(scripts.filter((pathname) => /amplify/i.test(pathname))).toEqual([]);
  expect(requested).not.toContain('/config.json');

  // Signing in is what brings Amplify (and /config.json, its settings).
  const student = { email: `prerender-${Date.now()}@example.com`, password: 'student-pass', group: 'student' as const };
  await createPoolUser(request, student);
  await page.goto('/student-auth');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: /^Email/ }).fill(student.email);
  await form.getByLabel(/^Password/).fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/student-auth/);
  expect(requested.some((pathname) => /amplify/i.test(pathname))).toBe(true);
  expect(requested).toContain('/config.json');
  // With a session, the public header says so once Amplify has read it.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('the built HTML runs no inline script: every script is a file, JSON-LD aside', () => {
  expect(existsSync(path.join(dist, '__spa-fallback.html'))).toBe(true);
  const pages = (JSON.parse(readFileSync(path.join(dist, 'site-routes.json'), 'utf8')) as { pages: string[] }).pages;
  for (const file of [
    ...pages.map((page) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`)),
    '__spa-fallback.html',
  ]) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (code!.trim()) expect(attributes, file).toContain('application/ld+json');
      else expect(attributes, file).toMatch(/\bsrc="\/assets\//);
    }
  }
});
