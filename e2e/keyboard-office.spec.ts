import { expect, test, type Page } from '@playwright/test';
import { createPoolUser } from './support/local-cognito';
import { expectFocusVisible, tabTo, typeHere } from './support/keyboard';
import { newLead, studentWithRequest } from './support/seed';

/** Opens a back-office screen by keyboard: the sidebar from 992 px, the menu drawer below. */
async function openScreen(page: Page, label: string, width: number) {
  const pattern = new RegExp(`^${label}`);
  if (width >= 992) {
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: pattern }), { back: true, max: 80 });
  } else {
    await tabTo(page, page.getByRole('button', { name: 'Open admin menu' }), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name: pattern }), { max: 15 });
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeFocused();
  await expectFocusVisible(page, `${label} heading`);
}

/*
 * The office's day by keyboard alone, at phone and desktop width: sign in (a wrong password first),
 * move a lead on, adjust a balance (refused below zero, then with a reason), approve a request.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an admin works a lead, adjusts a balance and approves a request by keyboard alone', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${width}-${Date.now()}`;
      const leadName = `Layla Keys ${stamp}`;
      await newLead(request, leadName);
      const student = await studentWithRequest(request, 'Everyday Conversational Arabic');
      const admin = { email: `kb-admin-${stamp}@example.com`, password: 'admin-pass-123', group: 'admin' as const };
      await createPoolUser(request, admin);

      // Sign in: a wrong password is said under the password, which takes focus.
      await page.goto('/admin/login');
      const email = page.getByRole('textbox', { name: /Email/ });
      await expect(email).toBeVisible();
      await tabTo(page, email);
      await page.keyboard.type(admin.email);
      await page.keyboard.press('Tab');
      const password = page.getByLabel(/Password/);
      await typeHere(page, password, 'not-the-password');
      await page.keyboard.press('Enter');
      await expect(password).toBeFocused();
      await expect(password).toHaveAccessibleDescription('Incorrect email or password.');
      await expectFocusVisible(page, 'login failure');
      await expect(page.getByRole('form', { name: 'Admin login' })).toMatchAriaSnapshot({
        name: 'admin-login-failed.aria.yml',
      });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(admin.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectFocusVisible(page, 'dashboard heading');

      // A lead: the dialog takes focus, the status changes, focus comes back to the row's button.
      await openScreen(page, 'Leads', width);
      const view = page.getByRole('button', { name: `View ${leadName}` });
      await tabTo(page, view, { max: 40 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Lead Details' });
      const status = dialog.getByRole('combobox', { name: 'Status' });
      // The dialog opens on the lead's details; focus starts at the status, where the work is.
      await expect(status).toBeFocused();
      await expectFocusVisible(page, 'lead status');
      await page.keyboard.press('ArrowDown');
      await expect(status).toHaveValue('contacted');
      await page.keyboard.press('Tab');
      await typeHere(page, dialog.getByRole('textbox', { name: 'Add a contact note' }), 'Called; trial on Saturday.');
      await tabTo(page, dialog.getByRole('button', { name: 'Save' }), { max: 4 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Status updated successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(view).toBeFocused();
      await expectFocusVisible(page, 'back on the lead');
      // Escape closes the dialog and gives focus back to what opened it.
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(view).toBeFocused();

      // A balance: below zero is refused under the number, which takes focus; then a real adjustment.
      await openScreen(page, 'Students', width);
      await tabTo(page, page.getByRole('searchbox'), { max: 10 });
      await page.keyboard.type(student.email);
      const found = page.getByRole('link', { name: 'Omar Farooq' });
      await expect(found).toHaveCount(1);
      await tabTo(page, found, { max: 10 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Omar Farooq' })).toBeFocused();
      const adjust = page.getByRole('form', { name: 'Adjust balance' });
      const course = adjust.getByRole('combobox', { name: /Course/ });
      await tabTo(page, course, { max: 30 });
      await page.keyboard.press('ArrowDown');
      await expect(course).not.toHaveValue('');
      await page.keyboard.press('Tab');
      const amount = adjust.getByRole('spinbutton', { name: /Sessions to add or remove/ });
      await typeHere(page, amount, '-1');
      await page.keyboard.press('Tab');
      await typeHere(page, adjust.getByRole('textbox', { name: /Reason/ }), 'Correction');
      const save = adjust.getByRole('button', { name: 'Adjust Balance' });
      await tabTo(page, save, { max: 3 });
      await page.keyboard.press('Enter');
      await expect(amount).toBeFocused();
      await expectFocusVisible(page, 'refused amount');
      await expect(amount).toHaveAccessibleDescription(/The balance cannot go below 0/);
      await expect(adjust).toMatchAriaSnapshot({ name: 'adjust-below-zero.aria.yml' });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      await tabTo(page, save, { max: 3 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Balance adjusted')).toBeVisible();
      await expect(save).toBeFocused();
      await expectFocusVisible(page, 'after adjusting');

      // The request: approved from its dialog; its row's buttons go, and focus goes to the page, not away.
      await openScreen(page, 'Package Requests', width);
      const approveButton = page
        .getByRole('row')
        .filter({ hasText: student.email })
        .getByRole('button', { name: /^Approve request from/ });
      await tabTo(page, approveButton, { max: 40 });
      await page.keyboard.press('Enter');
      const approveDialog = page.getByRole('dialog', { name: 'Approve Request' });
      await tabTo(page, approveDialog.getByRole('textbox', { name: /Notes/ }), { max: 6 });
      await page.keyboard.type('Paid by bank transfer');
      await tabTo(page, approveDialog.getByRole('button', { name: 'Approve' }), { max: 4 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Request Approved')).toBeVisible();
      await expect(approveDialog).toBeHidden();
      // The Approve button that opened the dialog has gone with the decision: focus goes to the page's heading.
      await expect(page.getByRole('heading', { level: 1, name: 'Package Requests' })).toBeFocused();
      await expectFocusVisible(page, 'after approving');
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, 'the stop after approving');
    });
  });
}
