import { expect, test } from '@playwright/test';
import { createPoolUser } from './support/local-cognito';

test('the team sees new leads in the back office, can search them and filter by status', async ({ page, request }) => {
  const tag = `${Date.now()}`;
  for (const name of ['Bilal', 'Zainab']) {
    const answer = await request.post('/api/leads', {
      data: {
        fullName: `${name} ${tag}`,
        email: `${name.toLowerCase()}-${tag}@example.com`,
        ageGroup: 'adult',
        level: 'beginner',
        goals: ['Other'],
        why: 'Learning for my work abroad.',
        schedule: ['Weekday Mornings'],
        consent: true,
      },
    });
    expect(answer.status()).toBe(201);
  }
  const admin = { email: `admin-${tag}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
  await createPoolUser(request, admin);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // An admin (not super admin) has no Admins menu item.
  await expect(page.getByRole('link', { name: 'Admins' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Leads' }).click();

  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row').filter({ hasText: `Zainab ${tag}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads by name or email' }).fill(`bilal-${tag}`);
  await expect(table.getByRole('row').filter({ hasText: `Zainab ${tag}` })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: `Bilal ${tag}` })).toContainText('New');
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('lost');
  await expect(page.getByText('No leads found')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await page.screenshot({ path: `test-results/screens/admin-leads-${width}.png`, fullPage: true });
  }
});
