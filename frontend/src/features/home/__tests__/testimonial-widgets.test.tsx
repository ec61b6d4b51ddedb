import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { HomePage } from '../home-page';
import { testimonials } from '../testimonials';

describe('the home page testimonials', () => {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const play = vi.fn(async () => {});

  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLMediaElement.prototype.play = play;
    showModal.mockClear();
    play.mockClear();
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  });

  it('has every testimonial in the carousel track, and shows its buttons once the page runs a script', () => {
    renderAt(<HomePage />, '/');
    const carousel = screen.getByRole('region', { name: 'Student testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(testimonials.length);
    expect(slides[0]).toHaveAttribute('aria-label', `1 of ${testimonials.length}`);
    // React has run its effect: the buttons are there.
    expect(screen.getByRole('button', { name: 'Previous testimonials' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next testimonials' })).toBeVisible();
  });

  it('moves the track one view with Next, through the same DOM code as the static page', async () => {
    renderAt(<HomePage />, '/');
    const track = document.querySelector<HTMLElement>('[data-carousel-track]')!;
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => 300 * testimonials.length });
    [...track.children].forEach((slide, index) => {
      Object.defineProperty(slide, 'offsetLeft', { configurable: true, get: () => index * 300 });
      Object.defineProperty(slide, 'offsetWidth', { configurable: true, get: () => 300 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    track.focus();
    await userEvent.keyboard('{ArrowLeft}');
    // From the start, back is the end.
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 * (testimonials.length - 1) }));
  });

  it('cuts long quotes with a native Read more', async () => {
    renderAt(<HomePage />, '/');
    const long = testimonials.find((t) => t.content.length > 150)!;
    const summary = screen.getAllByText('Read more')[0]!.closest('summary')!;
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getAllByText(`“${long.content}”`).length).toBeGreaterThan(0);
  });

  it('plays a video testimonial in the dialog: the poster is a link to the recording', async () => {
    renderAt(<HomePage />, '/');
    const dialog = document.querySelector('dialog')!;
    const video = dialog.querySelector('video')!;
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('preload', 'none');
    const poster = screen.getAllByRole('link', { name: /^Play video testimonial from / })[0]!;
    const url = poster.getAttribute('href')!;
    expect(url).toMatch(/\.webm$/);
    await userEvent.click(poster);
    expect(showModal).toHaveBeenCalledOnce();
    expect(video).toHaveAttribute('src', url);
    expect(video.getAttribute('aria-label')).toMatch(/^Video testimonial from /);
    expect(dialog.querySelector('track')).toHaveAttribute('src', expect.stringMatching(/\.vtt$/));
    expect(dialog).toHaveAccessibleName(poster.dataset.videoTitle!);
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close video', hidden: true })).toBeInTheDocument();
  });
});
