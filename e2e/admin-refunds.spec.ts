import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { refundMessages } from '@app/shared/refunds/schemas';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import { expectAccessible } from './support/page-checks';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A student whose Starter package (4 sessions, $100) the team approved just now. */
async function studentWithApprovedPackage(request: APIRequestContext, admin: { token: string }) {
  const email = `refund-${unique()}@example.com`;
  const password = 'salaam123';
  const token = await signUpVerified(request, { fullName: 'Yusuf Rahman', email, password });
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const course = courses.items.find((c) => c.title === 'Quran Reading with Tajweed')!;
  const packages = (await (await request.get('/api/packages')).json()) as { items: { id: string; name: string }[] };
  const starter = packages.items.find((p) => p.name === 'Starter')!;
  const asked = await request.post('/api/me/package-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { packageId: starter.id, courseId: course.id },
  });
  expect(asked.status()).toBe(201);
  const approved = await request.post(`/api/admin/package-requests/${(await asked.json()).id}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { notes: 'Paid by bank transfer' },
  });
  expect(approved.status()).toBe(200);
  return { email, password, token, course };
}

async function sessionsRemaining(request: APIRequestContext, token: string): Promise<number> {
  const dashboard = await (
    await request.get('/api/me/dashboard', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return dashboard.counters.sessionsRemaining as number;
}

/** Screenshots at desktop and phone width, with axe and no sideways scrolling at each. */
async function shotsAndAxe(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({
      path: `test-results/screens/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await expectAccessible(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a student asks to refund unused sessions, an admin approves it, and the balance drops', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = { email: `admin-${unique()}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, admin);
  const student = await studentWithApprovedPackage(request, {
    token: await idToken(request, admin.email, admin.password),
  });
  expect(await sessionsRemaining(request, student.token)).toBe(4);

  // 1. The student asks from the dashboard's refunds card, after seeing what would be refunded.
  await page.goto('/student-auth?redirect=/student/dashboard');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(student.email);
  await login.getByLabel('Password').fill(student.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const refunds = page.getByRole('region', { name: 'Unused Sessions Refund' });
  await expect(refunds).toContainText('4 unused sessions × $25.00 = $100.00');
  await refunds.getByRole('button', { name: 'Ask for a refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ask for the refund' }).click();
  await expect(page.getByText('Refund requested')).toBeVisible();

  // 2. The admin, in a browser of their own, finds it under Refund Requests (pending shown first).
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/login');
  await adminPage.getByLabel('Email').fill(admin.email);
  await adminPage.getByLabel('Password').fill(admin.password);
  await adminPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.getByRole('link', { name: 'Refund Requests' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Refund Requests' })).toBeVisible();
  await expect(adminPage.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('pending');
  const row = adminPage.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('4 sessions × $25.00');
  await expect(row).toContainText(student.course.title);
  await adminPage.waitForLoadState('networkidle');
  await shotsAndAxe(adminPage, 'admin-refund-requests');

  // 3. Rejecting needs a reason: a blank one gets the API's own message and sends nothing.
  await row.getByRole('button', { name: 'Reject refund for Yusuf Rahman' }).click();
  const reject = adminPage.getByRole('dialog', { name: 'Reject Refund' });
  // From the keyboard: a hovered solid button is a shade lighter, which axe would judge instead.
  await reject.getByRole('button', { name: 'Reject refund' }).press('Enter');
  await expect(reject.getByText(refundMessages.reasonRequired)).toBeVisible();
  await expect(reject.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await shotsAndAxe(adminPage, 'admin-refund-reject-dialog');
  await adminPage.keyboard.press('Escape');
  await expect(reject).toBeHidden();

  // 4. Approving says what will happen first; the keyboard reaches it.
  await row.getByRole('button', { name: 'Approve refund for Yusuf Rahman' }).focus();
  await adminPage.keyboard.press('Enter');
  const dialog = adminPage.getByRole('dialog', { name: 'Approve Refund' });
  await expect(dialog).toContainText(`4 sessions ($100.00) leave Yusuf Rahman's ${student.course.title} balance.`);
  await shotsAndAxe(adminPage, 'admin-refund-approve-dialog');
  await dialog.getByRole('button', { name: 'Approve refund' }).click();
  await expect(adminPage.getByText('Refund Approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // 5. It is listed as approved, and the sessions have left the balance.
  await adminPage.getByRole('combobox', { name: 'Filter by status' }).selectOption('approved');
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  expect(await sessionsRemaining(request, student.token)).toBe(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Unused Sessions Refund' })).toHaveCount(0);
  await adminContext.close();
});
