import { expect, test, type APIRequestContext } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { idToken, signUpVerified } from './support/local-cognito';
import { shotsAndAxe } from './support/page-checks';
import { signInAsAdmin } from './support/seed';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A lesson booked through the portal's link, hosted by `hostEmail`, as the scheduling service would deliver it. */
async function bookLesson(
  request: APIRequestContext,
  token: string,
  courseId: string,
  who: { name: string; email: string },
  start: Date,
  hostEmail: string,
) {
  const page = await request.get(`/api/me/courses/${courseId}`, { headers: { authorization: `Bearer ${token}` } });
  const url = new URL(((await page.json()) as { bookingUrl: string }).bookingUrl);
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `tutor-day-${unique()}`,
      name: who.name,
      email: who.email,
      start,
      joinUrl: 'https://zoom.us/j/5550001111',
      hostEmail,
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

test('a day of lessons: the team adds a tutor, the tutor records today’s lesson with a note, the parent reads it, and the office sees the day', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const tutorName = `Ustadha Huda ${unique().slice(-5)}`;
  const tutorEmail = `huda-${unique()}@example.com`;

  // The team adds the tutor on the Tutors screen.
  const admin = await signInAsAdmin(page, request);
  const adminAuth = { authorization: `Bearer ${await idToken(request, admin.email, admin.password)}` };
  await page.getByRole('navigation').getByRole('link', { name: 'Tutors' }).first().click();
  await expect(page).toHaveURL(/\/admin\/tutors$/);
  await page.getByRole('button', { name: 'Add Tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tutor' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(tutorName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(tutorEmail);
  await dialog.getByLabel('Temporary password').fill('Temporary1');
  await dialog.getByRole('textbox', { name: /Bio/ }).fill('Teaches Quran memorisation and tajweed to children.');
  await shotsAndAxe(page, 'tutors-add');
  await dialog.getByRole('button', { name: 'Add Tutor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: tutorName }).or(page.getByText(tutorName)).first()).toBeVisible();
  await shotsAndAxe(page, 'tutors-list');

  // A parent's child with sessions, and a lesson with that tutor that began 20 minutes ago.
  const parent = { name: 'Maryam Siddiqui', email: `parent-${unique()}@example.com`, password: 'salaam123' };
  const token = await signUpVerified(request, {
    fullName: parent.name,
    email: parent.email,
    password: parent.password,
  });
  const packages = (await (await request.get('/api/packages')).json()) as { items: { id: string; name: string }[] };
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageId: packages.items.find((p) => p.name === 'Starter')!.id, courseId: course.id },
  });
  expect(asked.status()).toBe(201);
  const approved = await request.post(`/api/admin/package-requests/${(await asked.json()).id}/approve`, {
    headers: adminAuth,
    data: {},
  });
  expect(approved.status()).toBe(200);
  await bookLesson(request, token, course.id, parent, new Date(Date.now() - 20 * 60_000), tutorEmail);
  await expect
    .poll(async () => {
      const lessons = await request.get('/api/me/lessons', { headers: { authorization: `Bearer ${token}` } });
      return ((await lessons.json()) as { items: unknown[] }).items.length;
    })
    .toBe(1);

  // The tutor signs in with the temporary password, chooses their own, and sees today's lesson.
  const tutorContext = await browser.newContext({ baseURL });
  const tutorPage = await tutorContext.newPage();
  await tutorPage.goto('/tutor/login');
  await tutorPage.getByLabel('Email').fill(tutorEmail);
  await tutorPage.getByLabel('Password').fill('Temporary1');
  await tutorPage.getByRole('button', { name: 'Sign In' }).click();
  await tutorPage.getByLabel(/^New Password/).fill('HudaOwnPass1');
  await tutorPage.getByLabel(/^Confirm New Password/).fill('HudaOwnPass1');
  await tutorPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(tutorPage).toHaveURL(/\/tutor$/);
  const record = tutorPage.getByRole('link', { name: /Record attendance/ }).first();
  await expect(record).toBeVisible();
  await expect(tutorPage.getByText(parent.name).first()).toBeVisible();
  await shotsAndAxe(tutorPage, 'tutor-home');

  // Attended, and a note with what was memorised.
  await record.click();
  await tutorPage.getByRole('radio', { name: 'Attended' }).check({ force: true });
  await tutorPage.getByRole('button', { name: 'Record attendance' }).click();
  await expect(tutorPage.getByText('Attendance recorded').first()).toBeVisible();
  const note = tutorPage.getByRole('form', { name: 'Lesson note' });
  await note.getByLabel('What the lesson covered').fill('Revised Surah Al-Mulk with the rules of noon sakinah');
  await note.getByLabel('Homework').fill('Recite ayahs 1 to 15 twice a day');
  await note.getByLabel('Surah').selectOption('67');
  await note.getByLabel('From ayah').fill('1');
  await note.getByLabel('To ayah').fill('15');
  await note.getByLabel('Tajweed remark').fill('Hold the ghunnah for two counts');
  await shotsAndAxe(tutorPage, 'tutor-lesson');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(tutorPage.getByText('Lesson note saved').first()).toBeVisible();
  await tutorContext.close();

  // The parent reads the note under All lessons.
  const parentContext = await browser.newContext({ baseURL });
  const parentPage = await parentContext.newPage();
  await parentPage.goto('/student-auth');
  const login = parentPage.getByRole('tabpanel');
  await login.getByRole('textbox', { name: /^Email/ }).fill(parent.email);
  await login.getByLabel(/^Password/).fill(parent.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(parentPage).toHaveURL(/\/student\/dashboard/);
  await parentPage.getByRole('link', { name: 'All lessons' }).click();
  await expect(parentPage.getByText('Revised Surah Al-Mulk with the rules of noon sakinah')).toBeVisible();
  await expect(parentPage.getByText(tutorName).first()).toBeVisible();
  await expect(parentPage.getByText(/Al-Mulk 1–15/).first()).toBeVisible();
  await shotsAndAxe(parentPage, 'parent-all-lessons');
  await parentContext.close();

  // The office's Lessons screen shows the day, with the tutor and the attendance.
  await page.goto('/admin/lessons');
  await expect(page.getByText(parent.name).first()).toBeVisible();
  // (The tutor's name is also an option of the Tutor filter: the visible one is the lesson's.)
  await expect(page.getByText(tutorName).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('Attended').filter({ visible: true }).first()).toBeVisible();
  await shotsAndAxe(page, 'office-lessons');
});
