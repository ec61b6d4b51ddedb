import { expect, test } from '@playwright/test';

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
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/student-auth');
  await mobile.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { name: 'Our Courses' })).toBeVisible();
});

test('the admin area sends visitors to the admin login', async ({ page }) => {
  await page.goto('/admin/courses');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address').first()).toBeVisible();
});
