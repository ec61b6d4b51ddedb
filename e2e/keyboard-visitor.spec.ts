import { expect, test } from '@playwright/test';
import { expectFocusVisible, tabTo, typeHere } from './support/keyboard';

/*
 * A visitor's journeys by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows), at phone and
 * desktop width: at every stop focus is visible, uncovered and never in a toast; after a page
 * change or a submit it is in the page, where the person needs to be.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a visitor fills the trial intake by keyboard: the skip link, the error summary, the fields, then the time picker', async ({
      page,
    }) => {
      await page.goto('/intake-form?type=trial');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The first stop is the skip link, drawn above the sticky header; it leads into main.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await expectFocusVisible(page, 'skip link');
      await page.keyboard.press('Enter');
      const fullName = page.getByRole('textbox', { name: 'Full Name' });
      await tabTo(page, fullName, { max: 5 });

      // Enter in an empty form: one summary of what is missing takes focus, each field says its own.
      await page.keyboard.press('Enter');
      const summary = page.getByRole('group', { name: '8 answers need attention' });
      await expect(summary).toBeFocused();
      await expectFocusVisible(page, 'error summary');
      await expect(page.getByRole('status').filter({ hasText: 'Validation Error' })).toHaveAttribute(
        'aria-live',
        'off',
      );
      // Nothing else speaks up: the summary, read as it gets focus, is the one announcement.
      const speaking = page.locator(
        '[aria-live="polite"], [aria-live="assertive"], [role="alert"], [role="status"]:not([aria-live="off"])',
      );
      await expect(speaking.filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(fullName).toHaveAccessibleDescription('Name is required');
      await expect(page.getByRole('checkbox', { name: 'Weekends' })).toHaveAccessibleDescription(
        'Select at least one time slot',
      );
      await expect(page.getByRole('radio', { name: 'Beginner' })).toHaveAccessibleDescription('Level is required');
      await expect(summary).toMatchAriaSnapshot({ name: 'intake-error-summary.aria.yml' });

      // Its first link leads to the field.
      await page.keyboard.press('Tab');
      await expect(summary.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await typeHere(page, fullName, 'Maryam Khan');
      await page.keyboard.press('Tab');
      await typeHere(
        page,
        page.getByRole('textbox', { name: 'Email' }),
        `maryam-kb-${width}-${Date.now()}@example.com`,
      );

      // Radio groups: Tab reaches the group, arrows choose.
      await tabTo(page, page.getByRole('radio', { name: 'Kid (6-12)' }), { max: 3 });
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Teen (13-17)' })).toBeChecked();
      await tabTo(page, page.getByRole('radio', { name: 'Beginner' }), { max: 2 });
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'Beginner' })).toBeChecked();

      // Checkboxes: one stop each, Space ticks.
      await tabTo(page, page.getByRole('checkbox', { name: 'Conversation' }), { max: 6 });
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: 'Conversation' })).toBeChecked();
      const why = page.getByRole('textbox', { name: 'Why do you want to learn?' });
      await tabTo(page, why, { max: 6 });
      await page.keyboard.type('My daughter has her GCSE next year.');
      await tabTo(page, page.getByRole('checkbox', { name: 'Weekends' }), { max: 6 });
      await page.keyboard.press('Space');
      const consent = page.getByRole('checkbox', { name: /I agree to be contacted/ });
      await tabTo(page, consent, { max: 4 });
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
        'aria-valuetext',
        '100% complete',
      );

      // Submit: the next page's heading has focus, so the reader hears where they are.
      await tabTo(page, page.getByRole('button', { name: 'Continue to Pick a Time' }), { max: 3 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/book$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pick Your Perfect Time' })).toBeFocused();
      await expectFocusVisible(page, '/book heading');
      // The success toast is announced, but it is not a Tab stop. (Tab goes on into the scheduling
      // widget's frame, which a page cannot follow: the contact journey checks Tab after a toast.)
      const toast = page.getByRole('status').filter({ hasText: 'Success!' });
      await expect(toast).toHaveAttribute('aria-live', 'polite');
      await expect(toast).toHaveAttribute('tabindex', '-1');
    });

    test('a visitor sends the contact form by keyboard: the first missing field gets focus, then the message goes', async ({
      page,
    }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      const name = page.getByRole('textbox', { name: 'Full Name' });
      await tabTo(page, name);

      // A short form: no summary; focus goes to the first invalid field, described by its error, and
      // that is what is read: the toast is shown, not announced.
      await page.keyboard.press('Enter');
      await expect(name).toBeFocused();
      await expectFocusVisible(page, 'first invalid field');
      await expect(name).toHaveAccessibleDescription('Name is required');
      await expect(page.getByRole('status').filter({ hasText: 'Validation Error' })).toHaveAttribute(
        'aria-live',
        'off',
      );
      await expect(page.getByRole('form', { name: 'Contact form' })).toMatchAriaSnapshot({
        name: 'contact-errors.aria.yml',
      });

      await page.keyboard.type('Maryam Khan');
      await page.keyboard.press('Tab');
      await typeHere(page, page.getByRole('textbox', { name: 'Email' }), 'maryam@example.com');
      await tabTo(page, page.getByRole('textbox', { name: 'Message' }), { max: 2 });
      await page.keyboard.type('Do you teach on Saturday mornings?');
      const send = page.getByRole('button', { name: 'Send Message' });
      await tabTo(page, send, { max: 2 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Message Sent!')).toBeVisible();
      // Focus stays on the button it was on: in the page, visible, not in the toast.
      await expect(send).toBeFocused();
      await expectFocusVisible(page, 'after sending');
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, 'the stop after Send');
    });
  });
}
