import { expect, test, type Page } from '@playwright/test';
import { createPoolUser, idToken } from './support/local-cognito';

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

async function fillIntake(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Maryam Khan');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Teen (13-17)' }).check({ force: true });
  await page.getByRole('radio', { name: 'Intermediate' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Conversation' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Exam Prep' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Why do you want to learn?' }).fill('My daughter has her GCSE next year.');
  await page.getByRole('checkbox', { name: 'Weekends' }).check({ force: true });
  await page
    .getByRole('checkbox', { name: 'I agree to be contacted for scheduling & follow-up' })
    .check({ force: true });
}

test('a visitor books a free trial: intake, time picker, and the lead reaches the team', async ({ page, request }) => {
  const email = `maryam-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Book Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/intake-form\?type=trial$/);
  await expect(page.getByText('0% complete')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Name is required').first()).toBeVisible();
  // A second try replaces the toast with the next problem: the e-mail.
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Maryam Khan');
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Validation Error' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Invalid email' })).toBeVisible();

  await fillIntake(page, email);
  await expect(page.getByText('100% complete')).toBeVisible();
  await shot(page, 'intake-form');
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();

  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole('heading', { name: 'Pick Your Perfect Time' })).toBeVisible();
  await expect(page.getByText('Validation Error')).toBeHidden();
  const summary = page.getByRole('region', { name: 'Your details' });
  await expect(summary).toContainText('Maryam Khan');
  await expect(summary).toContainText('Intermediate');
  await expect(summary).toContainText('Conversation');
  const src = await page.getByTestId('scheduling-widget').getAttribute('src');
  const url = new URL(src!);
  expect(url.searchParams.get('name')).toBe('Maryam Khan');
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('a1')).toBe('intermediate');
  expect(url.searchParams.get('a2')).toBe('Conversation, Exam Prep');
  expect(url.searchParams.get('a3')).toBe('My daughter has her GCSE next year.');
  expect(url.searchParams.get('primary_color')).toBe('2d7a5a');
  expect(url.searchParams.get('text_color')).toBe('0a1828');
  expect(url.searchParams.get('background_color')).toBe('ffffff');
  expect(await page.getByTestId('scheduling-widget').getAttribute('height')).toBe('700');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await shot(page, 'book');

  // The lead is in the back office, status new.
  const admin = { email: `leads-admin-${Date.now()}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, admin);
  const token = await idToken(request, admin.email, admin.password);
  const leads = await request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(leads.status()).toBe(200);
  const body = (await leads.json()) as { items: { email: string; status: string; bookingType: string }[] };
  expect(body.items).toEqual([expect.objectContaining({ email, status: 'new', bookingType: 'trial' })]);

  // The widget reports the booking: the visitor lands on the confirmation.
  await page.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://calendly.com',
        data: { event: 'calendly.event_scheduled', payload: {} },
      }),
    ),
  );
  await expect(page).toHaveURL(/\/booking-confirmed$/);
  await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
  await shot(page, 'booking-confirmed');
});

test('a failed submission says so and keeps everything typed', async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }),
  );
  await page.goto('/intake-form?type=trial');
  await fillIntake(page, 'kept@example.com');
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByRole('group', { name: 'Submission Failed' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Submission Failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Pick a Time' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('kept@example.com');
  await expect(page.getByRole('checkbox', { name: 'Exam Prep' })).toBeChecked();
  await expect(page).toHaveURL(/\/intake-form/);
});

test('a paid booking while signed out asks for an account next', async ({ page }) => {
  await page.goto('/courses');
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Book This Course' }).click();
  await expect(page).toHaveURL(/\/intake-form\?type=paid&courseId=/);
  const courseId = new URL(page.url()).searchParams.get('courseId');
  await fillIntake(page, `paid-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue to Pick a Time' }).click();
  await expect(page.getByText('Application Received!')).toBeVisible();
  await expect(page).toHaveURL(`/student-auth?redirect=/packages&courseId=${courseId}`);
});

test('/intake leads to the intake form', async ({ page }) => {
  await page.goto('/intake');
  await expect(page).toHaveURL(/\/intake-form$/);
  await expect(page.getByRole('button', { name: 'Continue to Pick a Time' })).toBeVisible();
});

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Omar Ali');
  await page.getByRole('textbox', { name: 'Email' }).fill('omar@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you have lessons on Saturday mornings?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await shot(page, 'contact');
});
