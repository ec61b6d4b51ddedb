import { expect, test } from '@playwright/test';

test('the testimonial carousel and the FAQ work with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Student testimonials' });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 8');

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides.first()).toHaveAttribute('aria-label', '2 of 8');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // It loops: one back from the first is the last.
  await expect(slides.first()).toHaveAttribute('aria-label', '8 of 8');

  const next = page.getByRole('button', { name: 'Next testimonials' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 8');

  // Long testimonials are cut at 150 characters with Read more / Show less.
  const readMore = carousel.getByRole('button', { name: 'Read more' }).first();
  await readMore.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Show less' }).first()).toHaveAttribute('aria-expanded', 'true');

  const question = page.getByRole('button', { name: 'How long is a lesson?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lessons last 60 minutes, or 30 minutes for younger or busy students.')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lessons last 60 minutes, or 30 minutes for younger or busy students.')).toBeHidden();
});

test('the carousel shows 1, 2 or 3 testimonials by width', async ({ page }) => {
  for (const [width, count] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Student testimonials' }).locator('[aria-roledescription="slide"]'),
    ).toHaveCount(count);
  }
});

test('a video testimonial opens in a modal player that starts by itself', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play video testimonial from Aisha Rahman' }).first().click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', '/media/testimonials/aisha.webm');
  expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('home links to the team and the teaching method', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Our teaching method' }).click();
  await expect(page.getByRole('heading', { name: 'Our Teaching Method' })).toBeInViewport();
  await page.getByRole('link', { name: 'Meet our team' }).click();
  await expect(page).toHaveURL(/\/about#team$/);
  await expect(page.getByRole('heading', { name: 'Meet Our Team' })).toBeInViewport();
});
