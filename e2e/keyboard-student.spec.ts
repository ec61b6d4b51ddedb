import { expect, test } from '@playwright/test';
import { expectFocusVisible, tabTo, typeHere } from './support/keyboard';
import { mailedCode } from './support/local-cognito';

/*
 * A parent's account journey by keyboard alone, at phone and desktop width: sign up, complete the
 * learning profile, ask for a package, and land on the dashboard, with focus visible at every stop
 * and in the new page after every change of page.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a parent signs up, completes the profile and asks for a package by keyboard alone', async ({ page }) => {
      test.setTimeout(90_000);
      const email = `kb-parent-${width}-${Date.now()}@example.com`;
      await page.goto('/student-auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The tabs: Tab reaches the chosen one, an arrow moves to Sign Up.
      await tabTo(page, page.getByRole('tab', { name: 'Login' }));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      const fullName = panel.getByRole('textbox', { name: /Full Name/ });
      await tabTo(page, fullName, { max: 3 });

      // Enter on the empty form: the summary of what is missing takes focus.
      await page.keyboard.press('Enter');
      const summary = panel.getByRole('group', { name: /answers? needs? attention/ });
      await expect(summary).toBeFocused();
      await expectFocusVisible(page, 'sign-up error summary');
      await expect(fullName).toHaveAccessibleDescription(/Name must be at least 2 characters/);
      await expect(panel.getByRole('form', { name: 'Sign Up' })).toMatchAriaSnapshot({
        name: 'signup-errors.aria.yml',
      });

      await tabTo(page, fullName, { max: 8 });
      await page.keyboard.type('Maryam Khan');
      await page.keyboard.press('Tab');
      await typeHere(page, panel.getByRole('textbox', { name: /^Email/ }), email);
      await tabTo(page, panel.getByLabel(/^Password/), { max: 2 });
      await page.keyboard.type('salaam123');
      await page.keyboard.press('Tab');
      await typeHere(page, panel.getByLabel(/^Confirm Password/), 'salaam123');
      await tabTo(page, panel.getByRole('button', { name: 'Create Account' }), { max: 2 });
      await page.keyboard.press('Enter');

      // The code mailed to the address: its field has focus, Enter sends it.
      await expect(page.getByText('Account Created!')).toBeVisible();
      const code = panel.getByRole('textbox', { name: /Verification code/ });
      await expect(code).toBeFocused();
      await page.keyboard.type(await mailedCode(email));
      await page.keyboard.press('Enter');

      // Signed in: the dashboard's heading has focus; the toast is never a Tab stop.
      await expect(page).toHaveURL(/\/student\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maryam Khan!' })).toBeFocused();
      await expectFocusVisible(page, 'dashboard heading');
      await tabTo(page, page.getByRole('link', { name: 'Complete Profile' }), { max: 10 });
      await page.keyboard.press('Enter');

      // The profile: its required questions are marked, and an empty save lands on the summary.
      await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Learning Goals (required)' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save & Continue' });
      await tabTo(page, save, { max: 30 });
      await page.keyboard.press('Enter');
      const profileSummary = page.getByRole('group', { name: '2 answers need attention' });
      await expect(profileSummary).toBeFocused();
      await expect(page.getByRole('form', { name: 'Learning profile' })).toMatchAriaSnapshot({
        name: 'profile-errors.aria.yml',
      });
      // Its first link: the goals, where Space ticks a box.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const reading = page.getByRole('checkbox', { name: 'Reading Quran' });
      await expect(reading).toBeFocused();
      await expectFocusVisible(page, 'first goal');
      await expect(reading).toHaveAccessibleDescription('Please select at least one goal');
      await page.keyboard.press('Space');
      await expect(reading).toBeChecked();
      const motivation = page.getByRole('textbox', { name: /motivates/ });
      await tabTo(page, motivation, { max: 8 });
      await page.keyboard.type('To read the Quran with my family.');
      await tabTo(page, save, { max: 3 });
      await page.keyboard.press('Enter');

      // Back on the dashboard, then on to the packages.
      await expect(page).toHaveURL(/\/student\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maryam Khan!' })).toBeFocused();
      await tabTo(page, page.getByRole('link', { name: 'Buy Sessions' }), { max: 12 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Package' })).toBeFocused();
      const popular = page.getByRole('button', { name: 'Request This Package: Popular Monthly' });
      await tabTo(page, popular, { max: 20 });
      await page.keyboard.press('Enter');

      // The request is made: the dashboard says so, and focus is on its heading, not in the toast.
      await expect(page).toHaveURL(/\/student\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maryam Khan!' })).toBeFocused();
      await expect(page.getByText('Request Submitted!')).toBeVisible();
      await expect(page.getByText('Pending approval')).toBeVisible();
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, 'the stop after the heading');
    });
  });
}
