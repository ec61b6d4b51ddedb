import { expect, test } from '@playwright/test';
import { mailProblemMessages } from '@app/shared/admin/mail';
import { readLocalStackInfo } from '../infra/local/local-stack-info';
import { storeGivenUpMail } from '../infra/local/given-up-mail';
import { signInAsAdmin } from './support/seed';
import { expectAccessible } from './support/page-checks';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test('the team finds an e-mail that could not be delivered, sends it again, and it arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stack = readLocalStackInfo(process.env.E2E_DATA_DIR!);
  const recipient = `parent-${unique()}@example.com`;
  const subject = `Your sessions are ready to book (${unique()})`;
  await storeGivenUpMail(
    stack,
    { to: recipient, subject, text: 'We received your payment: 4 sessions have been added to your account.' },
    'ServiceUnavailable: the mail service did not answer',
  );
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Mail problems' }).click();
  await expect(page.getByRole('heading', { level: 1, name: mailProblemMessages.title })).toBeVisible();
  await expect(page.getByText(mailProblemMessages.intro)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('ServiceUnavailable: the mail service did not answer');
  await expect(row).toContainText('8');
  // Never the mail's text: the list is about delivery, not content.
  await expect(page.getByText('4 sessions have been added')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/admin-mail-problems-${width}.png`, fullPage: true });
    await expectAccessible(page, 'admin-mail-problems', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Send again: ${subject} to ${recipient}` }).click();
  await expect(page.getByText(mailProblemMessages.resent)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

  // The outbox's worker (woken by the request) delivers it to the mail emulator.
  await expect
    .poll(
      async () => {
        const store = (await (await fetch(`${stack.sesEndpoint}/store`)).json()) as {
          emails: { subject: string; destination: { to: string[] } }[];
        };
        return store.emails.filter((mail) => mail.subject === subject && mail.destination.to.includes(recipient))
          .length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
});
