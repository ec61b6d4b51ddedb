import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { createPoolUser, idToken, mailedCode } from './support/local-cognito';
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

/** A booking made in the scheduling widget from a learner's own booking link, as its webhook delivers it. */
async function bookFromLink(request: APIRequestContext, bookingUrl: string, name: string, email: string, days: number) {
  const url = new URL(bookingUrl);
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `family-${unique()}`,
      name,
      email,
      start,
      tracking: {
        utm_source: url.searchParams.get('utm_source'),
        utm_campaign: url.searchParams.get('utm_campaign'),
        utm_content: url.searchParams.get('utm_content'),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  const answer = await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body });
  expect(answer.status()).toBe(200);
}

test('a parent signs up with the first child from the paid intake, adds the second, buys and books for each, and sees each child’s lessons', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const email = `family-${unique()}@example.com`;
  const password = 'salaam123';

  // 1. The paid intake, filled in by the parent for their son.
  await page.goto(`/intake-form?type=paid&courseId=${course.id}`);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Yusuf Khan');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Kid (6-12)' }).check({ force: true });
  await page.getByRole('radio', { name: 'Beginner' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Quran/Reading' }).check({ force: true });
  await page
    .getByRole('textbox', { name: 'Why do you want to learn?' })
    .fill('Yusuf wants to read the Quran fluently.');
  await page.getByRole('checkbox', { name: 'Weekends' }).check({ force: true });
  await page
    .getByRole('checkbox', { name: 'I agree to be contacted for scheduling & follow-up' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByText('Application Received!')).toBeVisible();

  // 2. Sign up under the parent's own name: the child's answers become the first learner.
  const form = page.getByRole('tabpanel');
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  await expect(form.getByText(/Signing up for Yusuf Khan\?/)).toBeVisible();
  await form.getByRole('textbox', { name: /Full Name/ }).fill('Maryam Khan');
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm Password/).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await page.getByRole('textbox', { name: /Verification code/ }).fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Package' })).toBeVisible();
  const token = await idToken(request, email, password);
  const auth = { authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/me', { headers: auth })).json();
  expect(me.account).toMatchObject({ fullName: 'Maryam Khan', email });
  expect(me.learners).toEqual([
    expect.objectContaining({
      fullName: 'Yusuf Khan',
      holderName: 'Maryam Khan',
      ageGroup: 'child',
      intakeCompleted: true,
    }),
  ]);
  // One learner: no "For" choice, nothing more complicated than before.
  await expect(page.getByRole('combobox', { name: 'For' })).toHaveCount(0);

  // 3. The second child, added from the dashboard.
  await page.goto('/student/dashboard');
  await expect(page.getByRole('navigation', { name: 'Learners on your account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a learner' });
  await dialog.getByRole('textbox', { name: "Learner's full name" }).fill('Amina Khan');
  await dialog.getByRole('radio', { name: 'Child (Under 13)' }).check({ force: true });
  await dialog.getByRole('radio', { name: 'Beginner' }).check({ force: true });
  // By its visible label: the hidden input can sit outside the viewport while the dialog scrolls.
  await dialog.getByText('Reading Quran', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Reading Quran' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /motivates/ }).fill('Amina wants to learn with her brother.');
  await shotsAndAxe(page, 'family-add-learner');
  await dialog.getByRole('button', { name: 'Add Learner' }).click();
  await expect(page.getByText('Learner Added!')).toBeVisible();
  const switcher = page.getByRole('navigation', { name: 'Learners on your account' });
  await expect(switcher.getByRole('link', { name: 'Amina Khan' })).toHaveAttribute('aria-current', 'page');

  // 4. A package for each child, chosen with "For".
  for (const child of ['Yusuf Khan', 'Amina Khan']) {
    await page.goto(`/packages?courseId=${course.id}`);
    await page.getByRole('combobox', { name: 'For' }).selectOption({ label: child });
    if (child === 'Yusuf Khan') await shotsAndAxe(page, 'family-packages');
    await page.getByRole('button', { name: 'Request This Package: Popular Monthly' }).click();
    await expect(page.getByText('Request Submitted!')).toBeVisible();
    await expect(page).toHaveURL(/\/student\/dashboard/);
  }

  // 5. The team approves both: two balances in the same course, one per child.
  const adminEmail = `admin-${unique()}@example.com`;
  await createPoolUser(request, { email: adminEmail, password: 'admin-pass-1', group: 'admin' });
  const adminAuth = { authorization: `Bearer ${await idToken(request, adminEmail, 'admin-pass-1')}` };
  const learners = (await (await request.get('/api/me', { headers: auth })).json()).learners as {
    id: string;
    fullName: string;
  }[];
  expect(learners.map((learner) => learner.fullName)).toEqual(['Yusuf Khan', 'Amina Khan']);
  for (const learner of learners) {
    const dashboard = await (await request.get(`/api/me/dashboard?learnerId=${learner.id}`, { headers: auth })).json();
    expect(dashboard.requests).toHaveLength(1);
    const approved = await request.post(`/api/admin/package-requests/${dashboard.requests[0].id}/approve`, {
      headers: adminAuth,
      data: {},
    });
    expect(approved.status()).toBe(200);
  }

  // 6. The parent books for each child from that child's book page (the widget simulated).
  const days = { 'Yusuf Khan': 3, 'Amina Khan': 4 } as Record<string, number>;
  for (const learner of learners) {
    await page.goto(`/student/dashboard?learner=${learner.id}`);
    await page.getByRole('link', { name: `Book: ${course.title}` }).click();
    await expect(page.getByText(`This lesson is for ${learner.fullName}.`)).toBeVisible();
    const page_ = await (
      await request.get(`/api/me/courses/${course.id}?learnerId=${learner.id}`, { headers: auth })
    ).json();
    expect(new URL(page_.bookingUrl).searchParams.get('name')).toBe(learner.fullName);
    expect(new URL(page_.bookingUrl).searchParams.get('email')).toBe(email);
    // Booked in the widget with the parent's e-mail: the child's own reference decides whose lesson it is.
    await bookFromLink(request, page_.bookingUrl, 'Maryam Khan', email, days[learner.fullName]!);
  }

  // 7. Each child's dashboard shows their own lesson and balance.
  for (const learner of learners) {
    await page.goto(`/student/dashboard?learner=${learner.id}`);
    await expect(page.getByRole('heading', { name: `${learner.fullName}'s lessons` })).toBeVisible();
    const upcoming = await (await request.get(`/api/me/dashboard?learnerId=${learner.id}`, { headers: auth })).json();
    expect(upcoming.upcoming).toHaveLength(1);
    expect(upcoming.balances).toEqual([expect.objectContaining({ courseId: course.id, sessionsRemaining: 7 })]);
    await expect(page.getByText(course.title).first()).toBeVisible();
    await shotsAndAxe(page, `family-dashboard-${learner.fullName.split(' ')[0]!.toLowerCase()}`);
  }
});

/** The paid intake for a child, as a parent fills it in (e-mail and phone locked when signed in). */
async function paidIntakeFor(page: Page, courseId: string, child: string, email?: string) {
  await page.goto(`/intake-form?type=paid&courseId=${courseId}`);
  const name = page.getByRole('textbox', { name: /Full Name/ });
  await name.fill(child);
  if (email) await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Teen (13-17)' }).check({ force: true });
  await page.getByRole('radio', { name: 'Intermediate' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Conversation' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Why do you want to learn?' }).fill(`${child} wants to speak with family.`);
  await page.getByRole('checkbox', { name: 'Weekday Evenings' }).check({ force: true });
  await page
    .getByRole('checkbox', { name: 'I agree to be contacted for scheduling & follow-up' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
}

test('a parent with an account adds a child from the paid intake, signed in or not, and keeps the answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const email = `parent-${unique()}@example.com`;
  const password = 'salaam123';
  // The parent's account (first learner: the parent) and a signed-in browser.
  const signup = await request.post('/api/auth/signup', { data: { fullName: 'Hana Saleh', email, password } });
  expect(signup.status()).toBe(202);
  const verified = await request.post('/api/auth/verify-email', {
    data: { email, code: await mailedCode(email), password },
  });
  expect(verified.status()).toBe(204);
  await page.goto('/student-auth');
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await page
    .getByRole('tabpanel')
    .getByLabel(/^Password/)
    .fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard/);

  // 1. Signed in: the intake for a child adds them, and goes on to sessions for them.
  await paidIntakeFor(page, course.id, 'Omar Saleh');
  await expect(page).toHaveURL(/\/packages\?courseId=.*learner=/);
  await expect(page.getByRole('combobox', { name: 'For' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'For' }).locator('option:checked')).toHaveText('Omar Saleh');
  const auth = { authorization: `Bearer ${await idToken(request, email, password)}` };
  const after = (await (await request.get('/api/me', { headers: auth })).json()).learners;
  expect(after).toEqual([
    expect.objectContaining({ fullName: 'Hana Saleh' }),
    expect.objectContaining({ fullName: 'Omar Saleh', ageGroup: 'teen', level: 'intermediate', intakeCompleted: true }),
  ]);

  // 2. Signed out: the intake for another child, then log in (the sign-up would only mail a note).
  await page.getByRole('button', { name: 'Logout' }).click();
  await paidIntakeFor(page, course.id, 'Layla Saleh', email);
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await shotsAndAxe(page, 'family-auth-parent-note');
  await page.getByRole('tab', { name: 'Login' }).click();
  const login = page.getByRole('tabpanel');
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Add Layla Saleh as a learner?' })).toBeVisible();
  await shotsAndAxe(page, 'family-intake-offer');
  await page.getByRole('button', { name: 'Add Layla Saleh' }).click();
  await expect(page.getByText('Learner Added!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Layla Saleh as a learner?' })).toHaveCount(0);
  const learners = (await (await request.get('/api/me', { headers: auth })).json()).learners;
  expect(learners.map((learner: { fullName: string }) => learner.fullName)).toEqual([
    'Hana Saleh',
    'Omar Saleh',
    'Layla Saleh',
  ]);
});
