import { expect, test } from '@playwright/test';
import { inviteeCreated, signedDelivery } from '../infra/local/calendly-deliveries';
import { LOCAL_WEBHOOK_SIGNING_KEY } from '../infra/local/local-config';
import { expectAccessible } from './support/page-checks';
import { newLead, signInAsAdmin, studentWithRequest } from './support/seed';

test('an admin works a lead from new to converted and sees it in Recent Activity', async ({ page, request }) => {
  const name = `Layla Hassan ${Date.now()}`;
  await newLead(request, name);
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('button', { name: `View ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead Details' });
  await expect(dialog).toContainText('Preparing for the GCSE Arabic exam next summer.');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption('converted');
  await dialog.getByRole('textbox', { name: 'Add a contact note' }).fill('Booked the Intensive package by phone.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Converted');
  // The note is in the lead's history, with who wrote it.
  await page.getByRole('button', { name: `View ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Lead Details' })).toContainText(
    'Booked the Intensive package by phone.',
  );
  await page.keyboard.press('Escape');
  // An admin (not a super admin) cannot delete it.
  await page.getByRole('button', { name: `View ${name}` }).click();
  await expect(
    page.getByRole('dialog', { name: 'Lead Details' }).getByRole('button', { name: 'Delete Lead' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent).toContainText('Lead');
  await expect(recent).toContainText(/ago|now/);
  await expect(page.getByRole('region', { name: 'Total Leads' })).toContainText('converted');
});

test('two admins open one lead: the second save is refused, keeps its typing, and goes through once reloaded', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const name = `Maryam Conflict ${Date.now()}`;
  await newLead(request, name);
  // A second browser of its own (its own sign-in), on the same site.
  const otherBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await otherBrowser.newPage();
  try {
    for (const tab of [page, other]) {
      await signInAsAdmin(tab, request);
      await tab.getByRole('link', { name: 'Leads' }).click();
      await tab.getByRole('button', { name: `View ${name}` }).click();
    }
    const first = page.getByRole('dialog', { name: 'Lead Details' });
    await first.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
    await first.getByRole('textbox', { name: 'Add a contact note' }).fill('Called, she will book on Saturday.');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();

    const second = other.getByRole('dialog', { name: 'Lead Details' });
    await second.getByRole('combobox', { name: 'Status' }).selectOption('lost');
    await second.getByRole('textbox', { name: 'Add a contact note' }).fill('No answer twice.');
    await second.getByRole('button', { name: 'Save' }).click();
    const alert = second.getByRole('group', { name: 'Failed to update status' });
    await expect(alert).toContainText('Someone else changed this lead meanwhile: reload to see it.');
    await expect(second.getByRole('textbox', { name: 'Add a contact note' })).toHaveValue('No answer twice.');
    // The first admin's note is shown now, from the reload.
    await expect(second).toContainText('Called, she will book on Saturday.');
    // The sign-in's toast sits over the dialog's corner until it times out (hovering it holds it);
    // the pointer also leaves the Save button, so the check sees it at rest.
    await other.mouse.move(0, 0);
    await other.screenshot({ path: 'test-results/screens/lead-conflict-1280.png', fullPage: true });
    await expectAccessible(other, 'lead conflict', 1280, 'all');
    await expect(other.getByText('Welcome back!')).toBeHidden();
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByText('Status updated successfully')).toBeVisible();
    await expect(other.getByRole('row').filter({ hasText: name })).toContainText('Lost');
  } finally {
    await otherBrowser.close();
  }
});

test('an admin approves a package request and the student sees the sessions', async ({ page, request }) => {
  const student = await studentWithRequest(request, 'Everyday Conversational Arabic');
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Package Requests' }).click();
  const row = page.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText('Starter');
  await row.getByRole('button', { name: /^Approve request from/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Request' });
  await dialog.getByRole('textbox', { name: /Internal Notes/ }).fill('Paid by bank transfer, ref TRX-2291');
  await dialog.getByRole('textbox', { name: /Message to the Student/ }).fill('Ustadha Huda will be your tutor.');
  // The dialog is as tall as its content on a desktop, and fills a phone.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/admin-approve-dialog-${width}.png` });
    const box = (await dialog.boundingBox())!;
    if (width === 1280) expect(box.height).toBeLessThan(600);
    expect(box.width).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request Approved')).toBeVisible();
  await expect(page.getByText('Sessions have been added to the student account.')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${student.token}` } })
  ).json();
  expect(dashboard.counters.sessionsRemaining).toBe(4);
});

test('the office reviews a booking that named no student: reads its raw body, links the student, processes it again, and it takes a session', async ({
  page,
  request,
}) => {
  const student = await studentWithRequest(request, 'Arabic Grammar Essentials');
  const inviteeEmail = `parent-${Date.now()}@example.com`;
  const start = new Date(Date.now() + 5 * 24 * 3_600_000);
  // Booked on the public scheduling page: no portal reference, so no student is named.
  const delivery = signedDelivery(
    inviteeCreated({ seed: `review-${inviteeEmail}`, name: 'A Parent', email: inviteeEmail, start, tracking: {} }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  const hook = await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body });
  expect(hook.status()).toBe(200);
  expect(await hook.json()).toMatchObject({ event: 'invitee.created', state: 'received' });

  await signInAsAdmin(page, request);
  // The student's request is approved first, so there is a session to take.
  await page.getByRole('link', { name: 'Package Requests' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: student.email })
    .getByRole('button', { name: /^Approve request from/ })
    .click();
  await page.getByRole('dialog', { name: 'Approve Request' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request Approved')).toBeVisible();

  await page.getByRole('link', { name: /^Bookings/ }).click();
  const deliveries = page.getByRole('table', { name: 'Deliveries to review' });
  const row = deliveries.getByRole('row').filter({ hasText: inviteeEmail });
  await expect(row).toContainText('names no student');
  await expect(row).toContainText('no portal booking reference');
  await row.getByRole('button', { name: 'Review delivery from A Parent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Delivery' });
  // The body exactly as the scheduling service sent it, readable (and scrollable by keyboard).
  const raw = dialog.getByRole('region', { name: 'Raw body' }).or(dialog.getByLabel('Raw body'));
  await expect(raw).toContainText('"event": "invitee.created"');
  await expect(raw).toContainText(inviteeEmail);
  await page.screenshot({ path: 'test-results/screens/admin-review-delivery-1280.png' });
  await expectAccessible(page, 'review delivery dialog', 1280);

  await dialog.getByRole('searchbox', { name: 'Find student' }).fill(student.email);
  await dialog.getByRole('radio', { name: /Omar Farooq/ }).check({ force: true });
  await dialog.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Arabic Grammar Essentials' });
  await dialog.getByRole('button', { name: 'Link Student' }).click();
  await expect(page.getByText('Student linked')).toBeVisible();
  await expect(dialog).toContainText('Omar Farooq');
  // The toast can sit over the dialog's footer, and stays while the pointer rests on it: the
  // pointer moves away and the toast goes by itself (clicking it would close the dialog).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('status').filter({ hasText: 'Student linked' })).toBeHidden({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Process Again' }).click();
  await expect(page.getByText('Delivery processed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(deliveries.getByRole('row').filter({ hasText: inviteeEmail })).toHaveCount(0);
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${student.token}` } })
  ).json();
  expect(dashboard.counters).toMatchObject({ sessionsRemaining: 3, upcoming: 1 });
});

test('an admin assigns a booking its student had no session left for, once they have one', async ({
  page,
  request,
}) => {
  const student = await studentWithRequest(request, 'Arabic Grammar Essentials');
  const inviteeEmail = `parent-${Date.now()}@example.com`;
  const start = new Date(Date.now() + 6 * 24 * 3_600_000);
  // Booked with the student's own reference before the package was approved: nothing to take yet.
  const bookingPage = await (
    await request.get(`/api/me/courses/${student.courseId}`, { headers: { authorization: `Bearer ${student.token}` } })
  ).json();
  const link = new URL(bookingPage.bookingUrl);
  const delivery = signedDelivery(
    inviteeCreated({
      seed: `assign-${inviteeEmail}`,
      name: 'A Parent',
      email: inviteeEmail,
      start,
      tracking: {
        utm_source: link.searchParams.get('utm_source'),
        utm_campaign: link.searchParams.get('utm_campaign'),
        utm_content: link.searchParams.get('utm_content'),
      },
    }),
    LOCAL_WEBHOOK_SIGNING_KEY,
  );
  expect(
    (await request.post('/api/webhooks/calendly', { headers: delivery.headers, data: delivery.body })).status(),
  ).toBe(200);
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Package Requests' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: student.email })
    .getByRole('button', { name: /^Approve request from/ })
    .click();
  await page.getByRole('dialog', { name: 'Approve Request' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request Approved')).toBeVisible();

  await page.getByRole('link', { name: /^Bookings/ }).click();
  const row = page.getByRole('table', { name: 'Bookings waiting' }).getByRole('row').filter({ hasText: inviteeEmail });
  await expect(row).toContainText('no sessions left');
  await row.getByRole('button', { name: /^Assign booking of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Booking' });
  await dialog.getByRole('searchbox', { name: 'Find student' }).fill(student.email);
  await dialog.getByRole('radio', { name: /Omar Farooq/ }).check({ force: true });
  await dialog.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Arabic Grammar Essentials' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Booking assigned')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: inviteeEmail })).toHaveCount(0);
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${student.token}` } })
  ).json();
  expect(dashboard.counters).toMatchObject({ sessionsRemaining: 3, upcoming: 1 });
});

test('a super admin adds an admin, who signs in and cannot see Admins', async ({ page, request }) => {
  await signInAsAdmin(page, request, 'super_admin');
  await page.getByRole('link', { name: 'Admins' }).click();
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  const email = `hafsa-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Hafsa Noor');
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByLabel(/Password/).fill('Teacher-pass-1');
  await dialog.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Admin created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Admin');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Teacher-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The password the super admin chose works once: the new admin chooses their own.
  await page.getByLabel(/^New Password/).fill('Own-teacher-pass-2');
  await page.getByLabel(/^Confirm New Password/).fill('Own-teacher-pass-2');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admins' })).toHaveCount(0);
  await page.goto('/admin/admins');
  await expect(page).toHaveURL(/\/$/);
});

test('every admin screen works from the drawer at 375 px and passes axe at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, request, 'super_admin');
  const screens = [
    'Dashboard',
    'Leads',
    'Students',
    'Courses',
    'Packages',
    'Package Requests',
    'Refund Requests',
    'Bookings',
    'Activity',
    'Admins',
  ];
  await page.setViewportSize({ width: 375, height: 800 });
  for (const label of screens) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForLoadState('networkidle');
      const slug = label.toLowerCase().replace(/\s+/g, '-');
      await page.screenshot({ path: `test-results/screens/admin-${slug}-${width}.png`, fullPage: true });
      await expectAccessible(page, label, width);
    }
    await page.setViewportSize({ width: 375, height: 800 });
  }
});
