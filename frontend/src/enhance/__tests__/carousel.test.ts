import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceCarousels, scrollCarousel, slidesInView } from '../carousel';

/**
 * jsdom lays nothing out: each slide is given its offset and width, the track its view, as a
 * browser would measure 8 slides of 300 px with 24 px between them, 3 to a 948 px view.
 */
const SLIDE = 300;
const GAP = 24;
const COUNT = 8;
const VIEW = 3 * SLIDE + 2 * GAP;
const MAX = COUNT * SLIDE + (COUNT - 1) * GAP - VIEW;

function define(element: Element, values: Record<string, number>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(element, name, { configurable: true, get: () => value });
  }
}

function setUp() {
  document.body.innerHTML = `
    <div data-carousel role="region" aria-roledescription="carousel" aria-label="Student testimonials">
      <div data-carousel-track tabindex="0">
        ${Array.from({ length: COUNT }, (_, index) => `<div>Slide ${index + 1}</div>`).join('')}
      </div>
      <div data-carousel-controls hidden>
        <button data-carousel-prev>Previous</button>
        ${Array.from({ length: COUNT }, () => '<span data-carousel-dot></span>').join('')}
        <button data-carousel-next>Next</button>
      </div>
    </div>`;
  const track = document.querySelector<HTMLElement>('[data-carousel-track]')!;
  Array.from(track.children).forEach((slide, index) =>
    define(slide, { offsetLeft: index * (SLIDE + GAP), offsetWidth: SLIDE }),
  );
  let scrollLeft = 0;
  define(track, { clientWidth: VIEW, scrollWidth: VIEW + MAX });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => (scrollLeft = value),
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { track, scrollTo, at: (value: number) => (scrollLeft = value), position: () => scrollLeft };
}

const start = (index: number) => index * (SLIDE + GAP);

describe('scrollCarousel', () => {
  it('moves one view forward, stops at the end, then wraps round to the start', () => {
    const { track, position } = setUp();
    expect(slidesInView(track)).toEqual([0, 1, 2]);
    scrollCarousel(track, 1);
    expect(position()).toBe(start(3));
    expect(slidesInView(track)).toEqual([3, 4, 5]);
    scrollCarousel(track, 1);
    // Slide 6 cannot come first: the last view is the furthest it goes.
    expect(position()).toBe(MAX);
    expect(slidesInView(track)).toEqual([5, 6, 7]);
    scrollCarousel(track, 1);
    expect(position()).toBe(0);
  });

  it('moves one view back, and from the start wraps round to the end', () => {
    const { track, position, at } = setUp();
    scrollCarousel(track, -1);
    expect(position()).toBe(MAX);
    scrollCarousel(track, -1);
    expect(position()).toBe(start(2));
    at(start(1));
    scrollCarousel(track, -1);
    expect(position()).toBe(0);
  });

  it('scrolls smoothly unless the person asks for less motion', () => {
    const { track, scrollTo } = setUp();
    scrollCarousel(track, 1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: start(3), behavior: 'smooth' });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    scrollCarousel(track, 1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: MAX, behavior: 'auto' });
  });

  it('does nothing when every slide is in view', () => {
    const { track, scrollTo } = setUp();
    define(track, { clientWidth: VIEW + MAX, scrollWidth: VIEW + MAX });
    scrollCarousel(track, 1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('enhanceCarousels', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', (run: () => void) => run()));
  afterEach(() => (document.body.innerHTML = ''));

  it('shows the controls, marks the dots in view, and wires the buttons, the arrow keys and the dots', () => {
    const { track, position } = setUp();
    enhanceCarousels(document);
    const controls = document.querySelector('[data-carousel-controls]')!;
    const dots = () =>
      [...document.querySelectorAll('[data-carousel-dot]')].map((dot) => dot.hasAttribute('data-active'));
    expect(controls.hasAttribute('hidden')).toBe(false);
    expect(dots()).toEqual([true, true, true, false, false, false, false, false]);

    document.querySelector<HTMLElement>('[data-carousel-next]')!.click();
    expect(position()).toBe(start(3));
    track.dispatchEvent(new Event('scroll'));
    expect(dots()).toEqual([false, false, false, true, true, true, false, false]);
    document.querySelector<HTMLElement>('[data-carousel-prev]')!.click();
    expect(position()).toBe(0);

    const left = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true });
    track.dispatchEvent(left);
    expect(left.defaultPrevented).toBe(true);
    expect(position()).toBe(MAX);
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    track.dispatchEvent(right);
    expect(position()).toBe(0);
    // Other keys are left alone.
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    track.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(false);
  });

  it('wires a carousel once, however often it runs', () => {
    const { position } = setUp();
    enhanceCarousels(document);
    enhanceCarousels(document);
    document.querySelector<HTMLElement>('[data-carousel-next]')!.click();
    expect(position()).toBe(start(3));
  });

  it('leaves a click that something else has handled', () => {
    const { position } = setUp();
    const next = document.querySelector<HTMLElement>('[data-carousel-next]')!;
    next.addEventListener('click', (event) => event.preventDefault());
    enhanceCarousels(document);
    next.click();
    expect(position()).toBe(0);
  });
});
