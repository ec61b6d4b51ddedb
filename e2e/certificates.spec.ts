import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { certificateMessages, CERTIFICATE_CODE_PATTERN } from '@app/shared/certificates/schemas';
import { LEVEL_LABELS, type CourseLevel } from '@app/shared/courses/schemas';
import { createPoolUser, idToken, signUpVerified } from './support/local-cognito';
import { expectAccessible } from './support/page-checks';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The day as the page and the PDF write it: en-GB, in UTC ('2 March 2026'). */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

async function publishedCourse(request: APIRequestContext, title: string) {
  const courses = (await (await request.get('/api/courses?limit=100')).json()) as {
    items: { id: string; title: string; level: CourseLevel }[];
  };
  return courses.items.find((course) => course.title === title)!;
}

async function newStudent(request: APIRequestContext, fullName: string) {
  const email = `certificate-${unique()}@example.com`;
  const password = 'salaam123';
  const token = await signUpVerified(request, { fullName, email, password });
  const me = await (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).json();
  return { email, password, token, id: me.userId as string };
}

async function newAdmin(request: APIRequestContext, group: 'admin' | 'super_admin') {
  const account = { email: `${group}-${unique()}@example.com`, password: 'admin-pass-123', group };
  await createPoolUser(request, account);
  return account;
}

/** A browser of the admin's own, signed in to the back office. */
async function adminBrowser(browser: Browser, testInfo: TestInfo, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { context, page };
}

/**
 * Axe and no sideways scrolling, with a screenshot, at 1280 and 375 px. Public pages: no violation
 * of any impact; the back office, as its other journeys: none serious or critical (its form
 * dialogs are <form role="dialog">, which axe calls a minor aria-allowed-role).
 */
async function shotsAndAxe(
  page: Page,
  name: string,
  check?: (width: number) => Promise<void>,
  impacts: 'all' | 'serious' = 'all',
) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await check?.(width);
    await page.screenshot({ path: `test-results/certificates/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, name, width, impacts);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin issues a certificate, anyone verifies it and gets its PDF, a super admin revokes it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const course = await publishedCourse(request, 'Quran Reading with Tajweed');
  const student = await newStudent(request, 'Amina Yusuf');
  const note = 'Completed all lessons with excellent tajweed.';

  // 1. An admin marks the course completed from the student's page, with a note.
  const admin = await adminBrowser(browser, testInfo, await newAdmin(request, 'admin'));
  await admin.page.goto(`/admin/students/${student.id}`);
  const section = admin.page.getByRole('region', { name: 'Certificates' });
  await expect(section).toContainText('No certificates yet');
  await section.getByRole('button', { name: 'Mark Course Completed' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Mark Course Completed' });
  await dialog.getByRole('combobox', { name: /Course/ }).selectOption({ label: course.title });
  await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
  await shotsAndAxe(admin.page, 'admin-issue-dialog', undefined, 'serious');
  await dialog.getByRole('button', { name: 'Issue Certificate' }).click();
  // Amina never booked a lesson of this course: the dialog asks to confirm, keeping what was typed.
  await expect(dialog.getByRole('alert')).toContainText(certificateMessages.noSessions);
  await expect(dialog.getByRole('textbox', { name: /Note/ })).toHaveValue(note);
  await shotsAndAxe(admin.page, 'admin-issue-confirm', undefined, 'serious');
  await dialog.getByRole('button', { name: 'Issue Anyway' }).click();

  // 2. The toast gives the link of the public page, and the list shows the certificate.
  await expect(admin.page.getByText('Certificate issued')).toBeVisible();
  const toastLink = admin.page.getByRole('link', { name: /\/certificates\/[0-9A-Z-]+/ });
  const url = new URL((await toastLink.getAttribute('href'))!);
  const code = url.pathname.split('/').at(-1)!;
  expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
  const row = section.getByRole('row').filter({ hasText: course.title });
  await expect(row).toContainText('Valid');
  await expect(row).toContainText(LEVEL_LABELS[course.level]);
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/certificates/${code}`);
  await expect(row.getByRole('link', { name: /^PDF/ })).toHaveAttribute('href', `/api/certificates/${code}/pdf`);
  // An admin does not revoke: super admins only.
  await expect(section.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await shotsAndAxe(admin.page, 'admin-certificates-valid', undefined, 'serious');

  // 3. The same course again: the server's refusal is said in the dialog, and the note is kept.
  await section.getByRole('button', { name: 'Mark Course Completed' }).click();
  await dialog.getByRole('combobox', { name: /Course/ }).selectOption({ label: course.title });
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Second try');
  await dialog.getByRole('button', { name: 'Issue Certificate' }).click();
  await dialog.getByRole('button', { name: 'Issue Anyway' }).click();
  await expect(dialog.getByRole('alert')).toContainText(certificateMessages.alreadyIssued);
  await expect(dialog.getByRole('textbox', { name: /Note/ })).toHaveValue('Second try');
  await admin.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 4. A visitor (signed out) opens the link: verified, with who, what, which level and when.
  const issued = await (await request.get(`/api/certificates/${code}`)).json();
  await page.goto(url.pathname);
  const status = page.getByTestId('certificate-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
  await expect(page).toHaveTitle(/^Certificate verification/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await shotsAndAxe(page, 'public-valid', async () => {
    await expect(status).toContainText('Verified');
    await expect(status).toContainText('This certificate is genuine: it was issued by Arabic & Quran Academy.');
    const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
    await expect(certificate).toContainText('Amina Yusuf');
    await expect(certificate).toContainText(course.title);
    await expect(certificate).toContainText(LEVEL_LABELS[course.level]);
    await expect(certificate).toContainText(longDate(issued.issuedAt));
    await expect(certificate).toContainText(note);
    await expect(certificate).toContainText(code);
  });

  // The keyboard reaches the PDF, which the server answers as a PDF.
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  for (
    let presses = 0;
    presses < 40 && !(await pdfLink.evaluate((link) => link === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(pdfLink).toBeFocused();
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // 5. A super admin revokes it: a reason is required first.
  const superAdmin = await adminBrowser(browser, testInfo, await newAdmin(request, 'super_admin'));
  await superAdmin.page.goto(`/admin/students/${student.id}`);
  const superSection = superAdmin.page.getByRole('region', { name: 'Certificates' });
  await superSection.getByRole('button', { name: `Revoke certificate: ${course.title}` }).click();
  const revoke = superAdmin.page.getByRole('dialog', { name: 'Revoke Certificate' });
  await expect(revoke).toContainText(code);
  // From the keyboard: a hovered solid button is a shade lighter, which axe would judge instead.
  await revoke.getByRole('button', { name: 'Revoke Certificate' }).press('Enter');
  await expect(revoke.getByText(certificateMessages.reasonRequired)).toBeVisible();
  await expect(revoke.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await shotsAndAxe(superAdmin.page, 'admin-revoke-dialog', undefined, 'serious');
  await revoke.getByRole('textbox', { name: /Reason/ }).fill('Issued for the wrong course.');
  await revoke.getByRole('button', { name: 'Revoke Certificate' }).click();
  await expect(superAdmin.page.getByText('Certificate revoked')).toBeVisible();
  await expect(revoke).toBeHidden();
  const revokedRow = superSection.getByRole('row').filter({ hasText: course.title });
  await expect(revokedRow).toContainText('Revoked');
  await expect(revokedRow).toContainText('Issued for the wrong course.');
  await expect(superSection.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await shotsAndAxe(superAdmin.page, 'admin-certificates-revoked', undefined, 'serious');

  // 6. The public page now says Revoked, with the day, and offers no PDF (which the server refuses).
  const revoked = await (await request.get(`/api/certificates/${code}`)).json();
  await page.reload();
  await shotsAndAxe(page, 'public-revoked', async () => {
    await expect(status).toContainText('Revoked');
    await expect(status).toContainText(
      `This certificate was revoked on ${longDate(revoked.revokedAt)} and is no longer valid.`,
    );
    await expect(status).not.toContainText('Verified');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  });
  expect((await request.get(`/api/certificates/${code}/pdf`)).status()).toBe(410);

  await admin.context.close();
  await superAdmin.context.close();
});

test('an Arabic name reads right to left, the student finds the certificate on the dashboard, and an unknown code is not found', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'فاطمة الزهراء';
  const course = await publishedCourse(request, 'Everyday Conversational Arabic');
  const student = await newStudent(request, name);
  const admin = await newAdmin(request, 'admin');
  const issued = await request.post(`/api/admin/students/${student.id}/certificates`, {
    headers: { authorization: `Bearer ${await idToken(request, admin.email, admin.password)}` },
    data: { courseId: course.id, note: '', withoutSessions: true },
  });
  expect(issued.status()).toBe(201);
  const { code } = (await issued.json()) as { code: string };

  await page.goto(`/certificates/${code}`);
  const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
  await shotsAndAxe(page, 'public-arabic', async () => {
    await expect(page.getByTestId('certificate-status')).toContainText('Verified');
    const studentName = certificate.getByText(name);
    await expect(studentName).toBeVisible();
    expect(await studentName.evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
    expect(await studentName.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expect(certificate).toContainText(course.title);
  });

  // The student sees it on the dashboard, with its page and PDF.
  await page.goto('/student-auth?redirect=/student/dashboard');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(student.email);
  await login.getByLabel('Password').fill(student.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const card = page.getByRole('region', { name: 'Certificates' });
  await expect(card).toContainText(course.title);
  await expect(card.getByRole('link', { name: `View certificate: ${course.title}` })).toHaveAttribute(
    'href',
    `/certificates/${code}`,
  );
  await expect(card.getByRole('link', { name: `Download PDF: ${course.title}` })).toHaveAttribute(
    'href',
    `/api/certificates/${code}/pdf`,
  );
  await page.waitForLoadState('networkidle');
  await shotsAndAxe(page, 'student-dashboard');

  // A code nobody was given.
  await page.goto('/certificates/AAAA-BBBB-CCCC-DDDD-EEEE');
  await shotsAndAxe(page, 'public-not-found', async () => {
    await expect(page.getByRole('heading', { level: 1, name: certificateMessages.notFound })).toBeVisible();
    await expect(page.getByText('Check the code on the certificate, or')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });
});
