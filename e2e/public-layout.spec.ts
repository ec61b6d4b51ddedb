import { expect, test } from '@playwright/test';
import { createPoolUser } from './support/local-cognito';

test('unknown paths show the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the nav offers Login and Book a Lesson to visitors, and the mobile menu mirrors it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Courses', 'About Us', 'Contact']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Book a Lesson' })).toHaveAttribute('href', '/intake-form?type=trial');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);

  await page.setViewportSize({ width: 375, height: 800 });
  // A native popover: it opens and closes with no script (its button, Esc).
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/student-auth');
  await mobile.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { name: 'Our Courses' })).toBeVisible();
  await expect(menu).toBeHidden();
});

for (const [pathname, made] of [
  ['/', 'the page without React'],
  ['/contact', 'a React page'],
] as const) {
  test(`the phone menu takes focus when it opens, closes when focus leaves it, and keeps still for reduced motion (${made})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(pathname);
    // On a React page the menu's focus handling is wired once the page has hydrated.
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const opener = page.getByRole('button', { name: 'Open menu' });
    const animation = () => menu.evaluate((element) => getComputedStyle(element).animationName);

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await animation()).not.toBe('none');
    // Shift+Tab before the first link leaves the menu: it closes, and focus is back on its button.
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    // Tab past its last control (the close button) leaves it too.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await menu.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('[popover]') ?? null)).toBeNull();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await opener.click();
    await expect(menu).toBeVisible();
    expect(await animation()).toBe('none');
  });
}

test('the admin area sends visitors to the admin login', async ({ page }) => {
  await page.goto('/admin/courses');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();
});

test('a student who tries the admin login gets Access Denied and goes home', async ({ page, request }) => {
  const student = { email: `student-${Date.now()}@example.com`, password: 'student-pass', group: 'student' as const };
  await createPoolUser(request, student);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have admin access")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed in as a student: the nav says so, and the back office still refuses.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/courses');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password gets Login Failed and the form keeps the e-mail', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Said under the password, which takes focus, and in a toast.
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect email or password.');
  await expect(page.getByRole('status').filter({ hasText: 'Login Failed' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
});
