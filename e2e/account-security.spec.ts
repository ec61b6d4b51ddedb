import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createPoolUser, latestMailTo, mailedCode, signUpVerified } from './support/local-cognito';
import { signInAsAdmin } from './support/seed';
import { expectAccessible } from './support/page-checks';
import { totpCode } from '../infra/local/totp';

const shots = 'test-results/account-security';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Signs in on the student portal's Login tab. */
async function studentLogin(page: Page, email: string, password: string) {
  await page.goto('/student-auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('a parent who forgot the password gets a code by e-mail, chooses a new one and is signed in', async ({
  page,
  request,
}) => {
  const email = `forgot-${unique()}@example.com`;
  await signUpVerified(request, { fullName: 'Maryam Khan', email, password: 'salaam123' });
  await page.goto('/student-auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('If an account uses this address, we have sent it a code.')).toBeVisible();
  await expectAccessible(page, 'forgot-password code step', 1280);
  await shot(page, 'forgot-password-code');

  await page.getByRole('textbox', { name: /^Code/ }).fill(await mailedCode(email, 'password reset'));
  await page.getByLabel(/^New Password/).fill('new-salaam-1');
  await page.getByLabel(/^Confirm New Password/).fill('new-salaam-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText('Password changed')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await studentLogin(page, email, 'salaam123');
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
  await studentLogin(page, email, 'new-salaam-1');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test("an admin resets a forgotten password from the admin login, under the back office's rule", async ({
  page,
  request,
}) => {
  const email = `admin-forgot-${unique()}@example.com`;
  await createPoolUser(request, { email, password: 'Admin-pass-123', group: 'admin' });
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?from=admin$/);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByRole('textbox', { name: /^Code/ }).fill(await mailedCode(email, 'password reset'));
  await page.getByLabel(/^New Password/).fill('simple12');
  await page.getByLabel(/^Confirm New Password/).fill('simple12');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByLabel(/^New Password/)).toHaveAccessibleDescription(
    /Password must mix upper- and lower-case letters and a digit/,
  );
  await page.getByLabel(/^New Password/).fill('Stronger-pass-9');
  await page.getByLabel(/^Confirm New Password/).fill('Stronger-pass-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Your account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await shot(page, 'admin-account');
});

test('an account made before sign-ups were proven is asked to verify its address, and does it from the page', async ({
  page,
  request,
}) => {
  // Such an account: in the student group, its address never verified.
  const email = `earlier-${unique()}@example.com`;
  await createPoolUser(request, { email, password: 'salaam123', group: 'student' });
  await studentLogin(page, email, 'salaam123');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/packages');
  const notice = page.getByRole('heading', { name: 'Verify your e-mail address' });
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new code' }).click();
  const code = page.getByRole('textbox', { name: /Verification code/ });
  await expect(code).toBeFocused();
  await shot(page, 'verify-notice');
  await code.fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a parent changes the password, downloads the data and deletes the account', async ({ page, request }) => {
  const email = `rights-${unique()}@example.com`;
  await signUpVerified(request, { fullName: 'Khadija Noor', email, password: 'salaam123' });
  await studentLogin(page, email, 'salaam123');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, 'student account', width);
    await shot(page, `student-account-${width}`);
  }

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel(/^Current Password/).fill('not-it-1');
  await change.getByLabel(/^New Password/).fill('salaam456');
  await change.getByLabel(/^Confirm New Password/).fill('salaam456');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByLabel(/^Current Password/)).toHaveAccessibleDescription(
    'Your current password is not right.',
  );
  await change.getByLabel(/^Current Password/).fill('salaam123');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.account.fullName).toBe('Khadija Noor');
  expect(data.learners.map((learner: { profile: { fullName: string } }) => learner.profile.fullName)).toEqual([
    'Khadija Noor',
  ]);

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByRole('textbox').fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('textbox')).toHaveAccessibleDescription(
    'Type the e-mail address of this account to confirm.',
  );
  await shot(page, 'delete-dialog');
  await dialog.getByRole('textbox').fill(email);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await studentLogin(page, email, 'salaam456');
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
});

test('the privacy policy and the terms are a click away from every page footer and form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(2);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/deleted automatically 365 days after/)).toBeVisible();
  await shot(page, 'privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await page.goto('/intake-form?type=trial');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('an admin turns on two-factor sign-in with an authenticator app, and the next sign-in asks for its code', async ({
  page,
  request,
}) => {
  const email = `totp-${unique()}@example.com`;
  await createPoolUser(request, { email, password: 'Admin-pass-123', group: 'admin' });
  const signIn = async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Admin-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').innerText()).trim();
  await expectAccessible(page, 'two-factor set-up', 1280);
  await shot(page, 'two-factor-setup');
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await signIn();
  const code = page.getByRole('textbox', { name: /^Code/ });
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(code).toHaveAccessibleDescription('That code is not right. Enter the code your app shows now.');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a super admin mails a colleague a reset; its link opens the code step, under the back office's rule", async ({
  page,
  request,
}) => {
  const colleague = `colleague-${unique()}@example.com`;
  await createPoolUser(request, { email: colleague, password: 'Admin-pass-123', group: 'admin' });
  await signInAsAdmin(page, request, 'super_admin');
  await page.getByRole('link', { name: 'Admins' }).click();
  const row = page.getByRole('row').filter({ hasText: colleague });
  await row.getByRole('button', { name: /^Reset password for/ }).click();
  await expect(page.getByText('Reset sent')).toBeVisible();
  const code = await mailedCode(colleague, 'password reset');
  const text = await latestMailTo(colleague);
  expect(text).toContain('A super admin of');
  const link = /(http\S+\/forgot-password\?\S+)/.exec(text)![1]!;

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('textbox', { name: /^Code/ })).toBeVisible();
  await expect(page.getByText('At least 8 characters, with upper- and lower-case letters and a digit')).toBeVisible();
  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByLabel(/^New Password/).fill('Colleague-pass-7');
  await page.getByLabel(/^Confirm New Password/).fill('Colleague-pass-7');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
