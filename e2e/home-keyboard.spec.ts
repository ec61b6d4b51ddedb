import { expect, test, type Page } from '@playwright/test';
import { expectFocusVisible } from './support/keyboard';

/**
 * The carousel is a scroll-snap track with every testimonial in it: the slides "in view" are those
 * wholly inside the track's box, as it has scrolled (smoothly: poll until it settles).
 */
function slidesInView(page: Page): Promise<string[]> {
  return page.locator('[data-carousel-track]').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.children]
      .filter((slide) => {
        const own = slide.getBoundingClientRect();
        return own.left >= box.left - 2 && own.right <= box.right + 2;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

test('the testimonial carousel and the FAQ work with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Student testimonials' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(8);
  await expect(slides.first()).toHaveAttribute('aria-label', '1 of 8');
  await expect.poll(() => slidesInView(page)).toEqual(['1 of 8', '2 of 8', '3 of 8']);

  // The track is a Tab stop; the arrow keys move it a view at a time.
  const track = carousel.getByRole('group', { name: 'Testimonial slides' });
  await track.focus();
  await expectFocusVisible(page, 'carousel track');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slidesInView(page)).toEqual(['4 of 8', '5 of 8', '6 of 8']);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => slidesInView(page)).toEqual(['1 of 8', '2 of 8', '3 of 8']);
  await page.keyboard.press('ArrowLeft');
  // It loops: one back from the first view is the last.
  await expect.poll(() => slidesInView(page)).toEqual(['6 of 8', '7 of 8', '8 of 8']);

  const next = page.getByRole('button', { name: 'Next testimonials' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slidesInView(page)).toEqual(['1 of 8', '2 of 8', '3 of 8']);

  // Long testimonials are cut at 150 characters with Read more / Show less (a native disclosure).
  const readMore = carousel.locator('summary', { hasText: 'Read more' }).first();
  await readMore.focus();
  await expectFocusVisible(page, 'Read more');
  await page.keyboard.press('Enter');
  await expect(readMore.getByText('Show less')).toBeVisible();
  await expect(readMore.getByText('Read more')).toBeHidden();
  await expect(readMore.locator('xpath=..')).toHaveAttribute('open', '');

  // Each question is a native disclosure: Enter opens and closes it.
  const question = page.locator('summary', { hasText: 'How long is a lesson?' });
  await question.focus();
  await expectFocusVisible(page, 'FAQ question');
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
    await expect.poll(async () => (await slidesInView(page)).length, `at ${width} px`).toBe(count);
  }
});

test('a video testimonial opens in a modal player that starts by itself, and stops when closed', async ({ page }) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|vtt)$/.test(new URL(request.url()).pathname)) media.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // A link to the recording: without a script the browser plays the file.
  const poster = page.getByRole('link', { name: 'Play video testimonial from Aisha Rahman' }).first();
  await expect(poster).toHaveAttribute('href', '/media/testimonials/aisha.webm');
  await page.waitForLoadState('networkidle');
  expect(media, 'nothing of the video loads before it is opened').toEqual([]);

  await poster.click();
  const dialog = page.getByRole('dialog', { name: 'Aisha Rahman, Parent of two students' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The player is there, closed, before and after: not by the dialog's role, which it has only when open.
  const video = page.locator('dialog[data-video-dialog] video');
  await expect(video).toHaveAttribute('src', '/media/testimonials/aisha.webm');
  await expect(video).toHaveAttribute('aria-label', 'Video testimonial from Aisha Rahman');
  await expect(dialog.locator('track[kind="captions"]')).toHaveAttribute('src', '/media/testimonials/aisha.vtt');
  expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // Its close button, and a click on the backdrop, close it too.
  await poster.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await poster.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
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
