import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { readLocalStackInfo } from '../infra/local/local-stack-info';
import { seedSearchVolume } from '../infra/local/seed-search-volume';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import { expectAccessible } from './support/page-checks';
import { newLead, studentWithRequest } from './support/seed';

/**
 * The office's day at a real school's size: thousands of leads and students written straight to
 * the journeys' table (as `npm run bench:search` does), then the team's work in Chromium. It runs
 * last of the journeys (files run in name order) since the volume stays in the table.
 */
/**
 * The test suite's day is a smaller school (2,000 leads, 1,000 students: 35 s of writing on two
 * cores); the full size is one command away and was walked before the search was called done:
 * DYNAMODB_LOCAL_HEAP=3g RETENTION_INTERVAL_SECONDS=3600 E2E_VOLUME_LEADS=10000 E2E_VOLUME_STUDENTS=5000 \
 *   npx playwright test e2e/volume-office-day.spec.ts
 * (DynamoDB Local holds the records and their search tokens in memory: give it the room. The local
 * stand-in for DynamoDB's TTL scans the whole table each minute, which at 300,000 items slows
 * every write tenfold: the full size runs with it once an hour.)
 */
const VOLUME = {
  leads: Number(process.env.E2E_VOLUME_LEADS ?? 2_000),
  students: Number(process.env.E2E_VOLUME_STUDENTS ?? 1_000),
};
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function seedVolume() {
  const info = readLocalStackInfo(process.env.E2E_DATA_DIR!);
  Object.assign(process.env, {
    TABLE_NAME: info.tableName,
    DYNAMODB_ENDPOINT: info.dynamodbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  const started = Date.now();
  const seeded = await seedSearchVolume({ leads: VOLUME.leads, students: VOLUME.students });
  console.log(
    `volume: ${VOLUME.leads} leads and ${VOLUME.students} students seeded in ${(Date.now() - started) / 1000} s`,
  );
  return seeded;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The welcome toast would cover the corner of what the checks look at.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 15_000 });
}

/** Work in every queue: a pending request, a refund asked for, an unmatched booking, a new lead. */
async function fillQueues(request: APIRequestContext, adminToken: string) {
  await newLead(request, `Waiting Lead ${unique()}`);
  await studentWithRequest(request, 'Arabic Grammar Essentials');
  const refunder = await studentWithRequest(request, 'Quran Reading with Tajweed');
  const listed = await request.get('/api/admin/package-requests?status=pending&limit=50', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const pending = ((await listed.json()).items as { id: string; studentId: string }[]).filter(
    (item) => item.studentId === refunder.userId,
  );
  expect(pending).toHaveLength(1);
  const approved = await request.post(`/api/admin/package-requests/${pending[0]!.id}/approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approved.status()).toBe(200);
  const refundable = (
    await (await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${refunder.token}` } })).json()
  ).refundable as { packageRequestId: string }[];
  const refund = await request.post('/api/me/refund-requests', {
    headers: { authorization: `Bearer ${refunder.token}` },
    data: { packageRequestId: refundable[0]!.packageRequestId },
  });
  expect(refund.status()).toBe(201);
}

/**
 * A booking made with a student's own booking link while they have no session left: it waits for
 * the team, who find whom it is really for (here a family's older child, booked by a grandparent).
 */
async function unmatchedBooking(request: APIRequestContext, email: string) {
  const holder = await studentWithRequest(request, 'Everyday Conversational Arabic');
  const page = await (
    await request.get(`/api/me/courses/${holder.courseId}`, { headers: { authorization: `Bearer ${holder.token}` } })
  ).json();
  const link = new URL(page.bookingUrl);
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `volume-${unique()}`,
      name: 'A Grandparent',
      email,
      start: new Date(Date.now() + 5 * 24 * 3_600_000),
      tracking: {
        utm_source: link.searchParams.get('utm_source'),
        utm_campaign: link.searchParams.get('utm_campaign'),
        utm_content: link.searchParams.get('utm_content'),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  const answer = await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body });
  expect(answer.status()).toBe(200);
}

test(`the office's day among ${VOLUME.leads} leads and ${VOLUME.students} students`, async ({ page, request }) => {
  // The long test timeout is for the writing (DynamoDB Local slows as it fills: the full size takes
  // most of an hour on two cores); an action that cannot happen fails within 30 s.
  test.setTimeout(Math.max(900_000, (VOLUME.leads + VOLUME.students) * 200));
  page.setDefaultTimeout(30_000);
  const seeded = await seedVolume();
  const admin = { email: `super-${unique()}@example.com`, password: 'admin-pass-123', group: 'super_admin' as const };
  await createPoolUser(request, admin);
  const token = await idToken(request, admin.email, admin.password);
  const auth = { authorization: `Bearer ${token}` };
  await fillQueues(request, token);

  // The oldest student (behind 4,999 newer ones) gets a session, then books with another address.
  const oldest = seeded.oldestStudent;
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((item) => item.title === 'Everyday Conversational Arabic')!;
  const adjusted = await request.post(`/api/admin/students/${oldest.id}/adjustments`, {
    headers: auth,
    data: { courseId: course.id, amount: 1, reason: 'Paid at the front desk.' },
  });
  expect(adjusted.status()).toBe(200);
  const bookedBy = `grandparent-${unique()}@example.com`;
  await unmatchedBooking(request, bookedBy);
  // A student with an account too, so the student's page shows a full history.
  await signUpVerified(request, {
    fullName: 'Hamza Idris',
    email: `hamza-${unique()}@example.com`,
    password: 'salaam123',
  });

  await signIn(page, admin);

  // What waits is on the dashboard, each with a link to its queue.
  const waiting = page.getByRole('region', { name: 'Waiting for the team' });
  for (const queue of [
    /\d+ package requests?/,
    /\d+ refund requests?/,
    /\d+ bookings?/,
    /new leads? older than a day/,
  ]) {
    await expect(waiting.getByRole('link', { name: queue })).toBeVisible();
  }
  await waiting.getByRole('link', { name: /\d+ bookings?/ }).click();
  await expect(page).toHaveURL(/\/admin\/bookings/);

  // The assign dialog finds the oldest student by name among 5,000, and the booking uses their session.
  const row = page.getByRole('table', { name: 'Bookings waiting' }).getByRole('row').filter({ hasText: bookedBy });
  await row.getByRole('button', { name: /^Assign booking of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Booking' });
  await dialog.getByRole('searchbox', { name: 'Find student' }).fill(oldest.fullName);
  await dialog.getByRole('radio', { name: new RegExp(oldest.email) }).check({ force: true });
  await dialog.getByRole('combobox', { name: 'Course' }).selectOption({ label: course.title });
  await page.screenshot({ path: 'test-results/screens/volume-assign-dialog.png' });
  const answered = page.waitForResponse((response) => response.url().endsWith('/assign'));
  await dialog.getByRole('button', { name: 'Assign' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText(`The booking now uses one of ${oldest.fullName}'s sessions.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bookedBy })).toHaveCount(0);

  // Leads: the oldest lead by its name, an Arabic one, and a phone number read out.
  await page.getByRole('link', { name: /^Leads/ }).click();
  const search = page.getByRole('searchbox', { name: 'Search leads by name or email' });
  for (const [term, expected] of [
    [seeded.oldestLead.fullName, seeded.oldestLead.email],
    [seeded.arabicLead.fullName, seeded.arabicLead.email],
  ] as const) {
    await search.fill(term);
    await expect(page.getByRole('row').filter({ hasText: expected })).toBeVisible();
  }
  await search.fill(seeded.phoneTail);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('No leads found')).toHaveCount(0);

  // Students: the oldest by e-mail, then their page with the balance move and who made it.
  await page.getByRole('link', { name: /^Students/ }).click();
  await page.getByRole('searchbox', { name: 'Search students by name or email' }).fill(oldest.email);
  await page.screenshot({ path: 'test-results/screens/volume-student-search.png' });
  await page.getByRole('link', { name: oldest.fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(oldest.fullName);

  // Every back-office screen, with work in its queue, at a phone's width and a desktop's.
  const screens: [string, string][] = [
    ['student', page.url()],
    ['dashboard', '/admin/dashboard'],
    ['leads', '/admin/leads'],
    ['students', '/admin/students'],
    ['courses', '/admin/courses'],
    ['packages', '/admin/packages'],
    ['package-requests', '/admin/package-requests'],
    ['refund-requests', '/admin/refund-requests'],
    ['bookings', '/admin/bookings'],
    ['mail', '/admin/mail'],
    ['activity', '/admin/activity'],
    ['admins', '/admin/admins'],
    ['account', '/admin/account'],
  ];
  for (const [name, url] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Checked once its data is in: no request in flight, no loading placeholder left.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.chakra-skeleton')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/screens/volume-${name}-${width}.png`, fullPage: true });
      await expectAccessible(page, `volume ${name}`, width, 'all');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
