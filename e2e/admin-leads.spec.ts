import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/seed';

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
  await signInAsAdmin(page, request);
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
