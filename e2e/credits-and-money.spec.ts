import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_BOOKING_REFERENCE_KEY, LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { signReference } from '@app/functions/core/bookings/booking-reference';
import { LATE_CHANGE_NOTE } from '@app/shared/bookings/schemas';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import { expectAccessible } from './support/page-checks';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** Screenshots at desktop and phone width, with axe (every impact) and no sideways scrolling at each. */
async function shotsAndAxe(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await expectAccessible(page, name, width, 'all');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newAdmin(request: APIRequestContext) {
  const admin = { email: `admin-${unique()}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, admin);
  return { ...admin, token: await idToken(request, admin.email, admin.password) };
}

test('the dashboard shows where sessions come from and until when, a lesson too close to change, and a refund waiting', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newAdmin(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  // A 30-day package, and a student who bought it.
  const pkg = await request.post('/api/admin/packages', {
    headers: auth,
    data: {
      name: `Ramadan Month ${unique()}`,
      description: 'Eight sessions to use within the month.',
      priceUsd: 160,
      sessionCount: 8,
      validityDays: 30,
      isActive: true,
    },
  });
  expect(pkg.status()).toBe(201);
  const email = `lots-${unique()}@example.com`;
  const password = 'salaam123';
  const token = await signUpVerified(request, { fullName: 'Hafsa Rahman', email, password });
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageId: (await pkg.json()).id, courseId: course.id },
  });
  expect(asked.status()).toBe(201);
  const requestId = (await asked.json()).id as string;
  expect(
    (await request.post(`/api/admin/package-requests/${requestId}/approve`, { headers: auth, data: {} })).status(),
  ).toBe(200);
  // A lesson booked 3 hours ahead, through the scheduling service's webhook.
  const userId = (await asked.json()).studentId as string;
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `lots-${unique()}`,
      name: 'Hafsa Rahman',
      email,
      start: new Date(Date.now() + 3 * 3_600_000),
      tracking: {
        utm_source: 'portal',
        utm_campaign: course.id,
        utm_content: signReference(userId, course.id, LOCAL_BOOKING_REFERENCE_KEY),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  expect(
    (await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body })).status(),
  ).toBe(200);
  // And a refund of what is left of the purchase, asked for and not decided yet.
  await expect
    .poll(async () => {
      const dashboard = await (
        await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${token}` } })
      ).json();
      return dashboard.counters.sessionsRemaining as number;
    })
    .toBe(7);
  const refund = await request.post('/api/me/refund-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageRequestId: requestId },
  });
  expect(refund.status()).toBe(201);

  await page.goto('/student-auth?redirect=/student/dashboard');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const yourCourses = page.getByRole('region', { name: 'Your Courses' });
  await expect(yourCourses).toContainText('7 of 8 left');
  await expect(yourCourses).toContainText(/expires \d{1,2} \w+ \d{4}/);
  await expect(page.getByText(LATE_CHANGE_NOTE)).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Refunds Waiting' });
  await expect(waiting).toContainText('$140.00');
  await page.mouse.move(0, 0);
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 15_000 });
  await shotsAndAxe(page, 'dashboard-lots');
});

test("the school's money: figures, owed lessons, a chart of revenue, a CSV, on a phone and a desk", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newAdmin(request);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Money' }).click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue by month' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bar chart of net revenue per month/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 15_000 });
  await shotsAndAxe(page, 'admin-money');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/^Month,/);
  expect(rows).toHaveLength(12);
  expect(rows.at(-1)).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 7)},`));
});
