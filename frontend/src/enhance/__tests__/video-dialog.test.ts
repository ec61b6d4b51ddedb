import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceVideoDialogs, openVideoDialog, videoFromLink } from '../video-dialog';

function setUp() {
  document.body.innerHTML = `
    <a href="/media/a.webm" data-video-open="player" data-video-poster="/media/a.webp"
       data-video-captions="/media/a.vtt" data-video-title="Aisha, Parent" data-video-label="Video testimonial from Aisha"
       aria-label="Play video testimonial from Aisha">Aisha</a>
    <a href="/media/b.webm" data-video-open="player" data-video-title="Daniel, Student"
       data-video-label="Video testimonial from Daniel">Daniel</a>
    <dialog id="player" data-video-dialog aria-labelledby="player-title">
      <div>
        <h2 id="player-title" data-video-dialog-title></h2>
        <video controls preload="none"><track kind="captions" srclang="en" label="English" default></video>
        <form method="dialog"><button aria-label="Close video">×</button></form>
      </div>
    </dialog>`;
  const dialog = document.querySelector('dialog')!;
  const video = dialog.querySelector('video')!;
  // jsdom has no media playback nor modal dialogs: stand-ins that keep their state.
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  const play = vi.fn(async () => {
    paused = false;
  });
  const pause = vi.fn(() => {
    paused = true;
  });
  video.play = play;
  video.pause = pause;
  dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
  dialog.close = vi.fn(() => {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  });
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a')];
  return { dialog, video, play, pause, links };
}

describe('video dialog', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => (document.body.innerHTML = ''));

  it('loads nothing until a poster is clicked, then opens the player with that video and plays it', () => {
    const { dialog, video, play, links } = setUp();
    enhanceVideoDialogs(document);
    expect(video.hasAttribute('src')).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    links[0]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(video.getAttribute('src')).toBe('/media/a.webm');
    expect(video.getAttribute('poster')).toBe('/media/a.webp');
    expect(video.getAttribute('aria-label')).toBe('Video testimonial from Aisha');
    expect(video.autoplay).toBe(true);
    expect(video.querySelector('track')!.getAttribute('src')).toBe('/media/a.vtt');
    expect(dialog.querySelector('h2')!.textContent).toBe('Aisha, Parent');
    expect(play).toHaveBeenCalledOnce();
  });

  it('pauses when the dialog closes, by its button, Esc or the backdrop', () => {
    const { dialog, links, pause } = setUp();
    enhanceVideoDialogs(document);
    links[0]!.click();
    // A click inside the content does not close it.
    dialog.querySelector('h2')!.click();
    expect(dialog.close).not.toHaveBeenCalled();
    // The dialog itself is the target only on its backdrop.
    dialog.click();
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(pause).toHaveBeenCalledOnce();
  });

  it('switches to another video, without a poster it does not have', () => {
    const { dialog, video, links } = setUp();
    enhanceVideoDialogs(document);
    links[0]!.click();
    dialog.close();
    links[1]!.click();
    expect(video.getAttribute('src')).toBe('/media/b.webm');
    expect(video.hasAttribute('poster')).toBe(false);
    expect(dialog.querySelector('h2')!.textContent).toBe('Daniel, Student');
  });

  it('leaves to the browser a click that opens a new tab, and a page without the dialog', () => {
    const { dialog, links } = setUp();
    enhanceVideoDialogs(document);
    // What the page's script left to the browser; then no navigation (jsdom has none).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    links[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(dialog.showModal).not.toHaveBeenCalled();
    dialog.remove();
    links[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
  });

  it('reads the video from its link, and opens it directly too', () => {
    const { dialog, video, links } = setUp();
    expect(videoFromLink(links[1]!)).toEqual({
      src: '/media/b.webm',
      poster: undefined,
      captions: undefined,
      title: 'Daniel, Student',
      label: 'Video testimonial from Daniel',
    });
    openVideoDialog(dialog, videoFromLink(links[1]!)!);
    expect(dialog.open).toBe(true);
    expect(video.getAttribute('src')).toBe('/media/b.webm');
  });
});
