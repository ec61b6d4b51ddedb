// No imports but types: the public pages' small enhancement script (src/enhance) bundles this
// module, and the React components call the same functions.
import type { HandledEvent } from './handled-event';

/**
 * A carousel is a horizontal scroll-snap track: it scrolls by touch, trackpad and keyboard with no
 * script at all. A script adds Previous/Next buttons that move it by one view, wrapping round at
 * the ends, the arrow keys on the region, and dots that show which slides are in view.
 *
 *   [data-carousel]              the region (role=region, aria-roledescription=carousel)
 *     [data-carousel-track]      the scroller; its element children are the slides
 *     [data-carousel-controls]   `hidden` in the HTML, shown once a script wires the buttons
 *       [data-carousel-prev]     button
 *       [data-carousel-next]     button
 *       [data-carousel-dot]      one per slide, in order (decorative); `data-active` on those in view
 */
export const CAROUSEL = '[data-carousel]';
export const CAROUSEL_TRACK = '[data-carousel-track]';
export const CAROUSEL_CONTROLS = '[data-carousel-controls]';
export const CAROUSEL_PREV = '[data-carousel-prev]';
export const CAROUSEL_NEXT = '[data-carousel-next]';
export const CAROUSEL_DOT = '[data-carousel-dot]';

/** Sub-pixel positions and rounding: a slide this close to the edge counts as in view. */
const EDGE = 2;

interface Slide {
  /** Where the track's scrollLeft shows this slide first. */
  start: number;
  end: number;
}

function slidesOf(track: HTMLElement): Slide[] {
  const children = Array.from(track.children) as HTMLElement[];
  const origin = children[0]?.offsetLeft ?? 0;
  return children.map((child) => ({
    start: child.offsetLeft - origin,
    end: child.offsetLeft - origin + child.offsetWidth,
  }));
}

/** The room the slides have: the track less its padding (the first slide's offset on each side). */
function viewWidth(track: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  return track.clientWidth - 2 * (first?.offsetLeft ?? 0);
}

/** Indices of the slides wholly in view (at least the first one that is partly in view). */
export function slidesInView(track: HTMLElement): number[] {
  const slides = slidesOf(track);
  const left = track.scrollLeft;
  const right = left + viewWidth(track);
  const whole = slides.flatMap((slide, index) =>
    slide.start >= left - EDGE && slide.end <= right + EDGE ? [index] : [],
  );
  if (whole.length > 0) return whole;
  const partly = slides.findIndex((slide) => slide.end > left + EDGE);
  return partly >= 0 ? [partly] : [];
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the track by one view (as many slides as are in view), forward (1) or back (-1); from
 * the last view forward goes to the first, from the first back goes to the last.
 */
export function scrollCarousel(track: HTMLElement, direction: 1 | -1): void {
  const slides = slidesOf(track);
  const max = track.scrollWidth - track.clientWidth;
  if (slides.length === 0 || max <= EDGE) return;
  const current = track.scrollLeft;
  const shown = slidesInView(track);
  const first = shown[0] ?? 0;
  const perView = Math.max(1, shown.length);
  let left: number;
  if (direction === 1) {
    left = current >= max - EDGE ? 0 : Math.min(slides[first + perView]?.start ?? max, max);
  } else {
    left = current <= EDGE ? max : slides[Math.max(0, first - perView)]!.start;
  }
  track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

function trackOf(carousel: Element): HTMLElement | null {
  return carousel.querySelector<HTMLElement>(CAROUSEL_TRACK);
}

/** Marks the dots of the slides in view (`data-active`). */
export function markSlidesInView(carousel: Element): void {
  const track = trackOf(carousel);
  if (!track) return;
  const shown = new Set(slidesInView(track));
  carousel.querySelectorAll<HTMLElement>(CAROUSEL_DOT).forEach((dot, index) => {
    dot.toggleAttribute('data-active', shown.has(index));
  });
}

/** Shows the buttons and dots (hidden in the HTML: without a script they would do nothing). */
export function showCarouselControls(carousel: Element): void {
  carousel.querySelector(CAROUSEL_CONTROLS)?.removeAttribute('hidden');
  markSlidesInView(carousel);
}

/** Click on [data-carousel-prev] or [data-carousel-next] (the listener's element). */
export function handleCarouselButtonClick(event: HandledEvent): void {
  const button = event.currentTarget as Element | null;
  const carousel = button?.closest(CAROUSEL);
  const track = carousel ? trackOf(carousel) : null;
  if (event.defaultPrevented || !button || !track) return;
  event.preventDefault();
  scrollCarousel(track, button.matches(CAROUSEL_PREV) ? -1 : 1);
}

/** ArrowLeft / ArrowRight on the region (the listener's element), wherever focus is inside it. */
export function handleCarouselKeyDown(event: HandledEvent & { readonly key: string }): void {
  const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  const carousel = event.currentTarget as Element | null;
  if (event.defaultPrevented || !direction || !carousel) return;
  const track = trackOf(carousel);
  if (!track) return;
  event.preventDefault();
  scrollCarousel(track, direction);
}

const pending = new WeakSet<Element>();

/** Scroll on the track (the listener's element): the dots follow, once a frame. */
export function handleCarouselScroll(event: Pick<HandledEvent, 'currentTarget'>): void {
  const carousel = (event.currentTarget as Element | null)?.closest(CAROUSEL);
  if (!carousel || pending.has(carousel)) return;
  pending.add(carousel);
  const mark = () => {
    pending.delete(carousel);
    markSlidesInView(carousel);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(mark);
  else mark();
}

const wired = new WeakSet<Element>();

/** Wires every carousel under `root`: buttons, arrow keys, dots (once per carousel). */
export function enhanceCarousels(root: ParentNode): void {
  root.querySelectorAll(CAROUSEL).forEach((carousel) => {
    if (wired.has(carousel)) return;
    wired.add(carousel);
    carousel.addEventListener('keydown', (event) => handleCarouselKeyDown(event as KeyboardEvent));
    carousel.querySelectorAll(`${CAROUSEL_PREV}, ${CAROUSEL_NEXT}`).forEach((button) => {
      button.addEventListener('click', handleCarouselButtonClick);
    });
    trackOf(carousel)?.addEventListener('scroll', handleCarouselScroll, { passive: true });
    showCarouselControls(carousel);
  });
}
