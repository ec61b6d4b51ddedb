import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import {
  drawWholePage,
  expectAccessible,
  layoutBoxes,
  pageRecord,
  recordShiftsAndViolations,
} from './support/page-checks';

/**
 * The public pages that need no JavaScript ship none of React: their HTML and CSS, and one small
 * enhancement script. A browser holding a session loads the app on them, which hydrates the same
 * HTML cleanly and shows the signed-in header.
 */
const dist = path.resolve(process.env.STATIC_DIR ?? path.join(import.meta.dirname, '../frontend/dist'));
const htmlFileOf = (page: string) => path.join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
const pages = (JSON.parse(readFileSync(path.join(dist, 'site-routes.json'), 'utf8')) as { pages: string[] }).pages;
/** The prerendered pages this build made without React (their React scripts are inert). */
const withoutReact = pages.filter((page) => readFileSync(htmlFileOf(page), 'utf8').includes('text/x-app-script'));
/** What loads them when an unknown path is asked for: the not-found page. */
const built = withoutReact.map((page) => (page === '/404' ? '/nowhere/at/all' : page));

let issuedCode: string | undefined;

/** A certificate's code, issued once per worker by an admin to a new student. */
async function certificateCode(request: APIRequestContext): Promise<string> {
  if (issuedCode) return issuedCode;
  const admin = { email: `certifier-${Date.now()}@example.com`, password: 'admin-pass-1234', group: 'admin' as const };
  await createPoolUser(request, admin);
  const student = { fullName: 'Khadija Rahman', email: `certified-${Date.now()}@example.com`, password: 'salaam123' };
  const token = await signUpVerified(request, student);
  const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    userId: string;
  };
  const courses = (await (await request.get('/api/courses')).json()) as { items: { id: string }[] };
  const issued = await request.post(`/api/admin/students/${me.userId}/certificates`, {
    headers: { authorization: `Bearer ${await idToken(request, admin.email, admin.password)}` },
    data: { courseId: courses.items[0]!.id, note: '', withoutSessions: true },
  });
  expect(issued.status()).toBe(201);
  issuedCode = ((await issued.json()) as { code: string }).code;
  return issuedCode;
}

/** A code no certificate has: the page function's one "Certificate not found" page. */
const UNKNOWN_CERTIFICATE = '/certificates/AAAA-BBBB-CCCC-DDDD-EEEE';

/**
 * The pages the page function renders from the table: the catalogue, a course page, About, a
 * certificate's page and the page of an unknown code.
 */
async function functionPages(request: APIRequestContext): Promise<string[]> {
  const courses = (await (await request.get('/api/courses')).json()) as { items: { id: string }[] };
  return [
    '/courses',
    `/courses/${courses.items[0]!.id}`,
    '/about',
    `/certificates/${await certificateCode(request)}`,
    UNKNOWN_CERTIFICATE,
  ];
}

/** Amplify's warning that the local pool is not Amazon's own endpoint: a stand-in, not a fault. */
const LOCAL_POOL_WARNING = /custom Amazon.*Cognito User Pool endpoint/;

/** Chromium's console line for a page answered 404, as the unknown certificate's page is meant to be. */
const NOT_FOUND_ANSWER = /Failed to load resource: the server responded with a status of 404/;

function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type()) || LOCAL_POOL_WARNING.test(message.text())) return;
    const expected404 = new URL(page.url()).pathname === UNKNOWN_CERTIFICATE && NOT_FOUND_ANSWER.test(message.text());
    if (expected404 && message.location().url === page.url()) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('home, legal pages, booking-confirmed and the 404 (and the catalogue when built with it) ship without React', () => {
  for (const page of ['/', '/privacy', '/terms', '/booking-confirmed', '/404']) expect(withoutReact).toContain(page);
  // The form pages keep the app.
  expect(withoutReact).not.toContain('/contact');
});

test('a visitor gets the page and its enhancement script only: no React, no console error, the CSP holds', async ({
  page,
  request,
}) => {
  const visited = [...built, ...(await functionPages(request))];
  const errors = recordErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await recordShiftsAndViolations(page);
  for (const pathname of visited) {
    scripts.length = 0;
    const response = await page.goto(pathname);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.waitForLoadState('networkidle');
    expect(scripts, pathname).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    expect(await page.evaluate(() => 'React' in window || '__reactRouterContext' in window), pathname).toBe(false);
    await expect(page.getByRole('heading', { level: 1 }), pathname).toBeVisible();
    expect((await pageRecord(page)).violations, pathname).toEqual([]);
  }
  expect(errors).toEqual([]);
  // An unchanged page names the same scripts each time it is rendered: nothing new is written. A
  // certificate's page names its own, under its address (they hold the student's name: served by
  // the page function, kept a minute, never stored for good under /assets).
  const scriptsOf = async (pathname: string) =>
    [...(await (await request.get(pathname)).text()).matchAll(/src="(\/(?:assets\/p|certificates)\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
  for (const pathname of await functionPages(request)) {
    const first = await scriptsOf(pathname);
    expect(first.length, pathname).toBeGreaterThan(0);
    expect(await scriptsOf(pathname), pathname).toEqual(first);
    if (!pathname.startsWith('/certificates/')) continue;
    for (const script of first) {
      expect(script.startsWith(pathname === UNKNOWN_CERTIFICATE ? '/assets/p/' : `${pathname}/`), script).toBe(true);
      const answer = await request.get(script);
      expect(answer.status(), script).toBe(200);
      expect(answer.headers()['content-type']).toContain('text/javascript');
    }
  }
});

test('a signed-in student on those pages gets the app: a clean hydration, no shift, the signed-in header', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A student who signed up and filled the intake, with no sessions yet.
  const student = { email: `static-${Date.now()}@example.com`, password: 'salaam123' };
  await signUpVerified(request, { fullName: 'Maryam Yusuf', ...student });
  await page.goto('/student-auth');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: /^Email/ }).fill(student.email);
  await form.getByLabel(/^Password/).fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/student-auth/);

  const errors = recordErrors(page);
  // Layout shifts once the document is parsed (the app loading, the header and the side card swapping in).
  await recordShiftsAndViolations(page);
  for (const pathname of [...built, ...(await functionPages(request))]) {
    await page.goto(pathname);
    const before = await layoutBoxes(page);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first(), pathname).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutBoxes(page), pathname).toEqual(before);
    expect((await pageRecord(page)).shifts, pathname).toBeLessThan(0.02);
    // Hydrated: a link is a client-side navigation, in the same document.
    expect(await page.evaluate(() => '__reactRouterContext' in window), pathname).toBe(true);
  }
  // On a course page the side card is the student's own: no sessions of this course, so Buy Sessions.
  const [, coursePage] = await functionPages(request);
  await page.goto(coursePage!);
  await expect(page.getByRole('link', { name: 'Buy Sessions' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/course-page-student-1280.png', fullPage: true });

  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
});

test('a course published, edited and unpublished is right at once on /courses, its page and the sitemap, as HTML', async ({
  browser,
  request,
}) => {
  const admin = { email: `publisher-${Date.now()}@example.com`, password: 'admin-pass-1234', group: 'admin' as const };
  await createPoolUser(request, admin);
  const headers = { authorization: `Bearer ${await idToken(request, admin.email, admin.password)}` };
  const title = `Quran Recitation Circle ${Date.now().toString(36)}`;
  const course = {
    title,
    shortDescription: 'Recite with a tutor who listens to every verse.',
    description: 'Weekly recitation with corrections, at your own pace, in a small circle.',
    category: 'Quranic Arabic',
    whatYouWillLearn: ['Recitation with the rules applied'],
    isPublished: true,
  };
  const published = Date.now();
  const created = await request.post('/api/admin/courses', { headers, data: course });
  expect(created.status()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };

  // Read as a visitor without JavaScript: what is there is the HTML itself.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/courses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const freshAfter = Date.now() - published;
  console.log(`published → fresh HTML of /courses and the course page: ${freshAfter} ms`);
  expect(freshAfter).toBeLessThan(60_000);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/courses/${id}</loc>`);

  const edited = await request.put(`/api/admin/courses/${id}`, {
    headers,
    data: { ...course, title: `${title} for Teens`, version },
  });
  expect(edited.status()).toBe(200);
  await page.goto(`/courses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} for Teens` })).toBeVisible();

  const unpublished = await request.put(`/api/admin/courses/${id}`, {
    headers,
    data: { ...course, isPublished: false, version: ((await edited.json()) as { version: number }).version },
  });
  expect(unpublished.status()).toBe(200);
  const gone = await page.goto(`/courses/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: new RegExp(title) })).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(id);
  await context.close();
});

test('a certificate reads fully without JavaScript, a code typed another way lands on it, an unknown one is not found', async ({
  browser,
  request,
}) => {
  const code = await certificateCode(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto(`/certificates/${code.toLowerCase().replace(/-/g, '')}`);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/certificates/${code}`);
  await expect(page.getByTestId('certificate-status')).toContainText('Verified');
  const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
  await expect(certificate).toContainText('Khadija Rahman');
  await expect(certificate).toContainText(code);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/certificates/${code}/pdf`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/certificates/${code}$`));

  const made = '/certificates/Call-0800-000-000-to-claim-your-prize';
  expect((await page.goto(made))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('claim');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await context.close();
});

test('every page without React, without its script and with it, at 375 and 1280 px: axe clean (any impact), nothing sideways', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // Axe runs in the page, so "without JavaScript" is the page with its one script refused: what a
  // browser with JavaScript off shows. With the script, only the pages it changes (the carousel's
  // buttons on home, the filter on /courses) are scanned again.
  const pages = [...built, ...(await functionPages(request))];
  for (const [mode, scanned] of [
    ['nojs', pages],
    ['js', ['/', '/courses']],
  ] as const) {
    const context = await browser.newContext();
    if (mode === 'nojs') await context.route(/\/assets\/enhance-[\w-]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    for (const pathname of scanned) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathname);
        await page.waitForLoadState('networkidle');
        const name = `${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '_')}-${mode}`;
        await drawWholePage(page);
        await page.screenshot({ path: `test-results/screens/static-${name}-${width}.png`, fullPage: true });
        await expectAccessible(page, name, width, 'all');
      }
    }
    await context.close();
  }
});

test('the home page draws its lower bands only as they come near, and an address to one still lands on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const drawing = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
  // The first screen is drawn at once; the bands below it wait.
  expect(await drawing('#about')).toBe('visible');
  for (const band of ['#testimonials', '#teaching-method', '#featured-courses', '#how-it-works']) {
    expect(await drawing(band), band).toBe('auto');
  }
  // An address to a band, loaded afresh (not a jump within the loaded page), lands on it.
  const fresh = await page.context().newPage();
  await fresh.setViewportSize({ width: 375, height: 800 });
  await fresh.goto('/#how-it-works');
  await expect(fresh.getByRole('heading', { name: 'How It Works' })).toBeInViewport();
  await fresh.close();
  // Scrolled to, a band is drawn: its cards' pictures have their size.
  await page.getByRole('heading', { name: 'Featured Courses' }).scrollIntoViewIfNeeded();
  const picture = page.locator('#featured-courses img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeInViewport();
  expect((await picture.boundingBox())?.height ?? 0).toBeGreaterThan(100);
});
