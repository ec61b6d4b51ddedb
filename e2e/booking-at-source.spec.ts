import { expect, test } from '@playwright/test';
import { idToken, signUpVerified } from './support/local-cognito';
import { shotsAndAxe } from './support/page-checks';
import { signInAsAdmin } from './support/seed';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test('a super admin maps a course to its Calendly event type; a learner books through a single-use link and the balance drops by one', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // The team: a course of its own, mapped on the Scheduling page to one of the account's event types.
  const admin = await signInAsAdmin(page, request, 'super_admin');
  const adminAuth = { authorization: `Bearer ${await idToken(request, admin.email, admin.password)}` };
  const title = `Gated Tajweed ${unique().slice(-5)}`;
  const created = await request.post('/api/admin/courses', {
    headers: adminAuth,
    data: {
      title,
      shortDescription: 'Tajweed lessons booked one session at a time.',
      description: 'Each session is booked through its own link, so the calendar only holds paid lessons.',
      category: 'Quranic Arabic',
      whatYouWillLearn: ['Makharij'],
      schedulingUrl: 'https://calendly.com/arabic-quran-academy/quran-tajweed',
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { id: string }).id;

  await page.getByRole('navigation').getByRole('link', { name: 'Scheduling' }).first().click();
  await expect(page).toHaveURL(/\/admin\/scheduling$/);
  await expect(page.getByRole('heading', { name: 'Scheduling', level: 1 })).toBeVisible();
  await expect(page.getByText('Arabic & Quran Academy').first()).toBeVisible();
  await page
    .getByRole('combobox', { name: `Event type of ${title}` })
    .selectOption({ label: 'Quran Reading with Tajweed (60 min)' });
  await page.getByRole('button', { name: 'Save event types' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Single-use links')).toBeVisible();
  // The pointer off the button (its hover colour fades in) and the toast gone before axe looks.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Saved')).toHaveCount(0, { timeout: 15_000 });
  await shotsAndAxe(page, 'admin-scheduling');

  // A learner with 2 sessions on it.
  const email = `learner-${unique()}@example.com`;
  const password = 'salaam123';
  const token = await signUpVerified(request, { fullName: 'Yusuf Rahman', email, password });
  const auth = { authorization: `Bearer ${token}` };
  const profile = await request.put('/api/me/profile', {
    headers: auth,
    data: { ageGroup: 'adult', level: 'beginner', goals: ['Reading Quran'], motivation: 'To recite with tajweed.' },
  });
  expect(profile.status()).toBe(200);
  const packages = (await (await request.get('/api/packages')).json()) as {
    items: { id: string; name: string; sessionCount: number }[];
  };
  const two = packages.items.find((p) => p.sessionCount >= 2)!;
  const asked = await request.post('/api/me/package-requests', {
    headers: auth,
    data: { packageId: two.id, courseId },
  });
  expect(asked.status()).toBe(201);
  const approved = await request.post(`/api/admin/package-requests/${(await asked.json()).id}/approve`, {
    headers: adminAuth,
    data: {},
  });
  expect(approved.status()).toBe(200);
  const sessionsBefore = two.sessionCount;

  // The learner's browser: the book-session page embeds the stand-in's page for a single-use link.
  const learner = await (await browser.newContext({ baseURL })).newPage();
  await learner.goto('/student-auth');
  await learner
    .getByRole('tabpanel')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await learner
    .getByRole('tabpanel')
    .getByLabel(/^Password/)
    .fill(password);
  await learner.getByRole('tabpanel').getByRole('button', { name: 'Login' }).click();
  await expect(learner).toHaveURL(/\/student\/dashboard/);
  await learner.goto(`/student/book-session/${courseId}`);
  await expect(learner.getByText(`Each link books one session. Sessions left: ${sessionsBefore}`)).toBeVisible();
  const widget = learner.getByTestId('scheduling-widget');
  const src = new URL((await widget.getAttribute('src'))!);
  expect(src.pathname).toMatch(/^\/d\/[^/]+\/quran-tajweed$/);
  expect(src.searchParams.get('utm_campaign')).toBe(courseId);
  expect(src.searchParams.get('utm_term')).toBeTruthy();
  await shotsAndAxe(learner, 'book-session-single-use');

  // Booking in the embedded page, as a person would: the first time offered.
  const frame = learner.frameLocator('[data-testid="scheduling-widget"]');
  const slot = frame.getByRole('button', { name: /^Book / }).first();
  const slotName = (await slot.textContent())!;
  await slot.click();
  await expect(frame.getByRole('heading', { name: 'You are scheduled' })).toBeVisible();
  await expect(learner.getByText('Session Booked!').first()).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Book another session' })).toBeVisible();
  await learner.screenshot({ path: 'test-results/screens/book-session-booked-1280.png', fullPage: true });

  // The dashboard shows the lesson and one session less.
  await learner.goto('/student/dashboard');
  const courses = learner.getByRole('region', { name: 'Your Courses' });
  await expect(courses).toContainText(title);
  await expect
    .poll(async () => {
      const dashboard = await request.get('/api/me/dashboard', { headers: auth });
      const body = (await dashboard.json()) as {
        balances: { courseId: string; sessionsRemaining: number }[];
        upcoming: { courseId: string }[];
      };
      return {
        left: body.balances.find((b) => b.courseId === courseId)?.sessionsRemaining,
        upcoming: body.upcoming.filter((u) => u.courseId === courseId).length,
      };
    })
    .toEqual({ left: sessionsBefore - 1, upcoming: 1 });
  await learner.reload();
  await expect(learner.getByText(title).first()).toBeVisible();
  await shotsAndAxe(learner, 'dashboard-after-single-use');
  expect(slotName).toMatch(/UTC$/);

  // The link it used is spent: the page asks for another, a different one.
  await learner.goto(`/student/book-session/${courseId}`);
  await expect(learner.getByText(`Each link books one session. Sessions left: ${sessionsBefore - 1}`)).toBeVisible();
  const next = new URL((await learner.getByTestId('scheduling-widget').getAttribute('src'))!);
  expect(next.searchParams.get('utm_term')).not.toBe(src.searchParams.get('utm_term'));
});
