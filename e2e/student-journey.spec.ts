import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { createPoolUser, idToken, mailedCode } from './support/local-cognito';

/** Axe and screenshots at phone and desktop width. The scheduling widget never goes idle offline. */
async function axeAndShots(page: Page, name: string, options: { waitIdle?: boolean } = { waitIdle: true }) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (options.waitIdle) await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${name} @${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a parent signs up from a paid intake, asks for a package, is approved, books, and sees the balance fall', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const email = `parent-${Date.now()}@example.com`;
  const password = 'salaam123';

  // 1. The paid intake while signed out sends the visitor to sign up, keeping the course.
  await page.goto(`/intake-form?type=paid&courseId=${course.id}`);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Maryam Khan');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Kid (6-12)' }).check({ force: true });
  await page.getByRole('radio', { name: 'Beginner' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Quran/Reading' }).check({ force: true });
  await page
    .getByRole('textbox', { name: 'Why do you want to learn?' })
    .fill('My son wants to read the Quran fluently.');
  await page.getByRole('checkbox', { name: 'Weekends' }).check({ force: true });
  await page
    .getByRole('checkbox', { name: 'I agree to be contacted for scheduling & follow-up' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByText('Application Received!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/student-auth\\?redirect=/packages&courseId=${course.id}$`));

  // 2. Sign up: the account is made and signed in, then on to the packages for that course.
  // Sent here by the intake form: the Sign Up tab is open, prefilled from the intake.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: /Full Name/ }).fill('Maryam Khan');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm Password/).fill(password);
  await axeAndShots(page, 'student-auth-signup');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  // The address is proven with the code the local stack mailed (the mail viewer shows it too).
  await page.getByRole('textbox', { name: /Verification code/ }).fill(await mailedCode(email));
  await axeAndShots(page, 'student-auth-verify');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/packages\\?courseId=${course.id}$`));
  await expect(page.getByRole('heading', { name: 'Choose Your Package' })).toBeVisible();
  await expect(page.getByText(course.title).first()).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await axeAndShots(page, 'packages');

  // 3. Ask for a package.
  await page.getByRole('button', { name: 'Request This Package: Popular Monthly' }).click();
  await expect(page.getByText('Request Submitted!')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText('Pending approval')).toBeVisible();

  // 4. The team approves it (the back-office screen comes later; its API is here).
  const adminEmail = `admin-${Date.now()}@example.com`;
  await createPoolUser(request, { email: adminEmail, password: 'admin-pass-1', group: 'admin' });
  const adminToken = await idToken(request, adminEmail, 'admin-pass-1');
  const studentToken = await idToken(request, email, password);
  const me = await (await request.get('/api/me', { headers: { authorization: `Bearer ${studentToken}` } })).json();
  // The intake's answers became the profile: Kid (6-12) is a child, Quran/Reading is Reading Quran.
  expect(me.student).toMatchObject({
    intakeCompleted: true,
    ageGroup: 'child',
    level: 'beginner',
    goals: ['Reading Quran'],
  });
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${studentToken}` } })
  ).json();
  const approved = await request.post(`/api/admin/package-requests/${dashboard.requests[0].id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    data: { notes: 'Paid by bank transfer' },
  });
  expect(approved.status()).toBe(200);

  // 5. The dashboard shows the balance.
  await page.reload();
  const courses8 = page.getByRole('region', { name: 'Your Courses' });
  await expect(courses8).toContainText(course.title);
  await expect(courses8).toContainText('8');
  await axeAndShots(page, 'student-dashboard');

  // 6. The booking page: remaining sessions and the widget with the tracking fields.
  await courses8.getByRole('link', { name: /Book/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/student/book-session/${course.id}$`));
  await expect(page.getByText(/8 sessions remaining/)).toBeVisible();
  const src = new URL((await page.getByTestId('scheduling-widget').getAttribute('src'))!);
  expect(src.searchParams.get('utm_source')).toBe('portal');
  expect(src.searchParams.get('utm_campaign')).toBe(course.id);
  expect(src.searchParams.get('utm_content')).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/);
  expect(src.searchParams.get('name')).toBe('Maryam Khan');
  expect(src.searchParams.get('email')).toBe(email);
  expect(src.searchParams.get('a1')).toBe('beginner');
  expect(src.searchParams.get('a2')).toBe('Reading Quran');
  await axeAndShots(page, 'book-session', { waitIdle: false });

  // 7. The booking made in the widget reaches us as a signed webhook with those fields.
  const start = new Date(Date.now() + 3 * 24 * 3_600_000);
  start.setUTCHours(16, 0, 0, 0);
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `journey-${email}`,
      name: 'Maryam Khan',
      email,
      start,
      tracking: {
        utm_source: src.searchParams.get('utm_source'),
        utm_campaign: src.searchParams.get('utm_campaign'),
        utm_content: src.searchParams.get('utm_content'),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  const hook = await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body });
  // Stored and acknowledged; the inbox worker books it right after.
  expect(await hook.json()).toMatchObject({ event: 'invitee.created', state: 'received' });

  // 8. One session fewer, and the session in the viewer's local time.
  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
  await expect(async () => {
    await page.goto('/student/dashboard');
    await expect(upcoming).toContainText(course.title, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(start);
  await expect(upcoming).toContainText(local.split(' ')[0]!);
  await expect(page.getByRole('region', { name: 'Your Courses' })).toContainText('7');
  await axeAndShots(page, 'student-dashboard-booked');

  // 9. A lesson within 24 hours shows its Join link; the one three days out does not yet.
  const soon = new Date(Date.now() + 3 * 3_600_000);
  const soonDelivery = signedDelivery(
    inviteeCreated({
      seed: `journey-soon-${email}`,
      name: 'Maryam Khan',
      email,
      start: soon,
      joinUrl: 'https://zoom.us/j/5550002222',
      tracking: {
        utm_source: src.searchParams.get('utm_source'),
        utm_campaign: src.searchParams.get('utm_campaign'),
        utm_content: src.searchParams.get('utm_content'),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  const soonHook = await request.post('/api/webhooks/calendly', {
    headers: soonDelivery.headers,
    data: soonDelivery.body,
  });
  expect(await soonHook.json()).toMatchObject({ state: 'received' });
  const join = upcoming.getByRole('link', { name: /^Join/ });
  await expect(async () => {
    await page.reload();
    await expect(join).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(join).toHaveAttribute('href', 'https://zoom.us/j/5550002222');
  await axeAndShots(page, 'student-dashboard-join');
});
