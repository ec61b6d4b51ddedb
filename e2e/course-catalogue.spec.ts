import { expect, test, type Page } from '@playwright/test';

const admin = { fullName: 'Amina Founder', email: 'founder@example.com', password: 'Founder-pass-1' };
const title = `Tajweed Circle ${Date.now()}`;

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

test('an admin sets up the academy, publishes a course, and visitors see exactly what is published', async ({
  page,
  browser,
}) => {
  // First run: create the super admin.
  await page.goto('/admin/setup');
  await page.getByRole('button', { name: 'Create Super Admin' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Name must be at least 2 characters').first()).toBeVisible();
  await page.getByLabel('Full Name').fill(admin.fullName);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Create Super Admin' }).click();
  await expect(page.getByText('Super admin account created successfully. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Setup is closed now: the page sends people to the login.
  await page.goto('/admin/setup');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Log in.
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();

  // Create a course with two modules, publish it.
  await page.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await page.getByRole('button', { name: 'Create Course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Add at least one learning outcome')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Short Description', exact: true })
    .fill('Recite beautifully with the rules applied.');
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A weekly circle that takes you through the rules of Tajweed.');
  await dialog.getByRole('combobox', { name: 'Level' }).selectOption('advanced');
  await dialog.getByRole('textbox', { name: 'Category', exact: true }).fill('Quranic Arabic');
  await dialog.getByLabel('Learning outcome 1', { exact: true }).fill('Apply the rules of Madd');
  await dialog.getByLabel('Module 1 title', { exact: true }).fill('Opening Lesson');
  await dialog.getByLabel('Module 1 description', { exact: true }).fill('Letters and their points of articulation.');
  await dialog.getByRole('button', { name: 'Add Module' }).click();
  await dialog.getByLabel('Module 2 title', { exact: true }).fill('Closing Lesson');
  await dialog.getByLabel('Module 2 description', { exact: true }).fill('Fluent recitation of a full surah.');
  // Order them the other way round, then back: the up/down buttons work.
  await dialog.getByRole('button', { name: 'Move module 2 up' }).click();
  await expect(dialog.getByLabel('Module 1 title', { exact: true })).toHaveValue('Closing Lesson');
  await dialog.getByRole('button', { name: 'Move module 1 down' }).click();
  await expect(dialog.getByLabel('Module 1 title', { exact: true })).toHaveValue('Opening Lesson');
  await dialog.getByText('Published (visible to visitors)').click();
  await shot(page, 'admin-course-dialog');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Published')).toBeVisible();
  await shot(page, 'admin-courses');

  // A visitor sees it at once, with its modules in order.
  const visitor = await browser.newPage();
  await visitor.goto('/courses');
  // The pill a person clicks is the radio's label.
  await visitor
    .locator('label')
    .filter({ has: visitor.getByRole('radio', { name: 'Advanced' }) })
    .click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await shot(visitor, 'courses');
  await visitor.getByRole('link', { name: `View Details: ${title}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const modules = visitor.getByRole('list', { name: 'Course modules' }).getByRole('heading');
  await expect(modules).toHaveText(['Module 1: Opening Lesson', 'Module 2: Closing Lesson']);
  await expect(visitor.getByRole('link', { name: 'Book This Course' })).toHaveAttribute(
    'href',
    /\/intake-form\?type=paid&courseId=/,
  );
  await expect(visitor.getByText('2 modules')).toBeVisible();
  await shot(visitor, 'course-detail');
  const detailUrl = visitor.url();

  // The admin unpublishes; the visitor's next look finds nothing.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await dialog.getByText('Published (visible to visitors)').click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Draft')).toBeVisible();

  await visitor.goto(detailUrl);
  await expect(visitor.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  await expect(visitor.getByText("The course you're looking for doesn't exist or is not published.")).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Browse All Courses' })).toHaveAttribute('href', '/courses');
  await shot(visitor, 'course-not-found');

  // Delete asks first and says it is permanent.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(
    page.getByRole('alertdialog').getByText('This action cannot be undone.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
});
