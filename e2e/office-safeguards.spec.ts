import { expect, test, type APIRequestContext } from '@playwright/test';
import { courseMessages } from '@app/shared/courses/schemas';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import { expectAccessible } from './support/page-checks';
import { newLead, signInAsAdmin } from './support/seed';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A token of a new admin, for what the test prepares through the API. */
async function adminToken(request: APIRequestContext) {
  const account = { email: `admin-${unique()}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, account);
  return idToken(request, account.email, account.password);
}

test('a converted lead becomes a student in one step, its answers as the profile, linked both ways', async ({
  page,
  request,
}) => {
  const name = `Khadija Rahman ${unique()}`;
  await newLead(request, name);
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('button', { name: `View ${name}` }).click();
  const lead = page.getByRole('dialog', { name: 'Lead Details' });
  await lead.getByRole('button', { name: 'Create student account' }).click();

  // Add Student opens on the Students page, filled in from the lead.
  await expect(page).toHaveURL(/\/admin\/students$/);
  const dialog = page.getByRole('dialog', { name: 'Create Student Account' });
  await expect(dialog.getByRole('textbox', { name: /Full Name/ })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: /Email/ })).not.toHaveValue('');
  await page.screenshot({ path: 'test-results/screens/admin-lead-to-student-dialog.png' });
  await expectAccessible(page, 'lead to student dialog', 1280, 'serious');
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('Student added')).toBeVisible();

  // On to the new student's page: the lead's answers are the profile.
  await expect(page).toHaveURL(/\/admin\/students\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Preparing for the GCSE Arabic exam next summer.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-student-from-lead.png', fullPage: true });
  const studentUrl = page.url();

  // The lead now links to the account.
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('button', { name: `View ${name}` }).click();
  const link = page.getByRole('dialog', { name: 'Lead Details' }).getByRole('link', { name: 'Open student account' });
  await expect(link).toHaveAttribute('href', new URL(studentUrl).pathname);
});

test('a course a student holds sessions of cannot be deleted: the dialog says why and unpublishes it instead', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Tajweed Circle ${unique()}`;
  const course = await request.post('/api/admin/courses', {
    headers: auth,
    data: {
      title,
      shortDescription: 'Recite with the rules applied correctly.',
      description: 'A structured path through the rules of Tajweed with guided practice.',
      category: 'Quranic Arabic',
      whatYouWillLearn: ['Makharij'],
      schedulingUrl: 'https://calendly.com/arabic-quran-academy/tajweed',
      isPublished: true,
    },
  });
  expect(course.status()).toBe(201);
  const courseId = (await course.json()).id as string;
  // A student buys sessions of it: asked, then approved.
  const studentToken = await signUpVerified(request, {
    fullName: 'Bilal Ahmed',
    email: `holder-${unique()}@example.com`,
    password: 'salaam123',
  });
  const packages = (await (await request.get('/api/packages')).json()) as { items: { id: string; name: string }[] };
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${studentToken}` },
    data: { packageId: packages.items.find((p) => p.name === 'Starter')!.id, courseId },
  });
  expect(asked.status()).toBe(201);
  const approved = await request.post(`/api/admin/package-requests/${(await asked.json()).id}/approve`, {
    headers: auth,
    data: {},
  });
  expect(approved.status()).toBe(200);

  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete course?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(courseMessages.hasStudents);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/admin-course-delete-refused-${width}.png` });
    await expectAccessible(page, 'course deletion refused', width, 'serious');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Unpublish instead' }).click();
  await expect(page.getByText(courseMessages.unpublished)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: title })).toContainText('Draft');
  // Gone from the site, still there with its title for the student who holds its sessions.
  const catalogue = (await (await request.get('/api/courses?limit=100')).json()) as { items: { id: string }[] };
  expect(catalogue.items.map((item) => item.id)).not.toContain(courseId);
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${studentToken}` } })
  ).json();
  expect(dashboard.balances).toEqual([
    { courseId, courseTitle: title, sessionsRemaining: 4, lots: [expect.objectContaining({ sessionsLeft: 4 })] },
  ]);
});
