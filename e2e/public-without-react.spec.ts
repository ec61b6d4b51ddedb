import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createPoolUser } from './support/local-cognito';

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
const visited = withoutReact.map((page) => (page === '/404' ? '/nowhere/at/all' : page));

/** Amplify's warning that the local pool is not Amazon's own endpoint: a stand-in, not a fault. */
const LOCAL_POOL_WARNING = /custom Amazon.*Cognito User Pool endpoint/;

function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type()) || LOCAL_POOL_WARNING.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Where the header, the main area and its heading sit. */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
  };
  return { header: await box('header'), main: await box('main'), heading: await box('h1') };
}

test('home, legal pages, booking-confirmed and the 404 (and the catalogue when built with it) ship without React', () => {
  for (const page of ['/', '/privacy', '/terms', '/booking-confirmed', '/404']) expect(withoutReact).toContain(page);
  // The form pages keep the app.
  expect(withoutReact).not.toContain('/contact');
});

test('a visitor gets the page and its enhancement script only: no React, no console error, the CSP holds', async ({
  page,
}) => {
  const errors = recordErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const record = window as unknown as { violations: string[] };
    record.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => record.violations.push(event.violatedDirective));
  });
  for (const pathname of visited) {
    scripts.length = 0;
    const response = await page.goto(pathname);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.waitForLoadState('networkidle');
    expect(scripts, pathname).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
    expect(await page.evaluate(() => 'React' in window || '__reactRouterContext' in window), pathname).toBe(false);
    await expect(page.getByRole('heading', { level: 1 }), pathname).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), pathname).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a signed-in student on those pages gets the app: a clean hydration, no shift, the signed-in header', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const student = { email: `static-${Date.now()}@example.com`, password: 'student-pass', group: 'student' as const };
  await createPoolUser(request, student);
  await page.goto('/student-auth');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: /^Email/ }).fill(student.email);
  await form.getByLabel(/^Password/).fill(student.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/student-auth/);

  const errors = recordErrors(page);
  for (const pathname of visited) {
    await page.goto(pathname);
    const before = await layout(page);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first(), pathname).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layout(page), pathname).toEqual(before);
    // Hydrated: a link is a client-side navigation, in the same document.
    expect(await page.evaluate(() => '__reactRouterContext' in window), pathname).toBe(true);
  }
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
});
