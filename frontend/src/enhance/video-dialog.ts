// No imports but types: the public pages' small enhancement script (src/enhance) bundles this
// module, and the React components call the same functions.
import type { HandledEvent } from './handled-event';

/**
 * Video testimonials. Each poster is a link to the recording itself, so without a script the
 * browser plays the file. With one, a click opens the page's player, a modal <dialog>, instead: its
 * <video> gets the recording (it has none, and preload="none", until then), its captions and its
 * title, and plays. Closing it (its close button, Esc, a click on the backdrop) pauses the video.
 *
 *   a[data-video-open="<dialog id>"]   href: the recording; with
 *       data-video-poster, data-video-captions   the poster image and the captions (WebVTT)
 *       data-video-title                          the dialog's title ("Name, role")
 *       data-video-label                          the video's accessible name
 *   dialog#<id>[data-video-dialog]
 *       [data-video-dialog-title]                 the heading that names it
 *       video, with a <track kind="captions">     the player
 *       form[method=dialog] > button              the close button (no script needed)
 */
export const VIDEO_LINK = 'a[data-video-open]';
export const VIDEO_DIALOG = 'dialog[data-video-dialog]';
export const VIDEO_DIALOG_TITLE = '[data-video-dialog-title]';

export interface VideoToPlay {
  /** The recording's URL. */
  src: string;
  poster?: string;
  /** WebVTT captions. */
  captions?: string;
  /** The dialog's title. */
  title: string;
  /** The video's accessible name. */
  label: string;
}

interface ClickEvent extends HandledEvent {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** What a poster link asks to play (null without a recording). */
export function videoFromLink(link: HTMLElement): VideoToPlay | null {
  const src = link.getAttribute('href');
  if (!src) return null;
  const data = link.dataset;
  return {
    src,
    poster: data.videoPoster || undefined,
    captions: data.videoCaptions || undefined,
    title: data.videoTitle ?? '',
    label: data.videoLabel ?? '',
  };
}

function playerOf(dialog: HTMLDialogElement): HTMLVideoElement | null {
  return dialog.querySelector('video');
}

/** Loads `video` into the dialog's player (unless it holds it already), opens the dialog and plays. */
export function openVideoDialog(dialog: HTMLDialogElement, video: VideoToPlay): void {
  const title = dialog.querySelector(VIDEO_DIALOG_TITLE);
  if (title) title.textContent = video.title;
  const player = playerOf(dialog);
  if (player && player.getAttribute('src') !== video.src) {
    player.setAttribute('aria-label', video.label);
    if (video.poster) player.setAttribute('poster', video.poster);
    else player.removeAttribute('poster');
    const track = player.querySelector('track');
    if (track && video.captions) track.setAttribute('src', video.captions);
    // Setting src loads the recording; autoplay starts it once it can play.
    player.autoplay = true;
    player.setAttribute('src', video.src);
  }
  if (!dialog.open) dialog.showModal();
  if (player?.paused) {
    try {
      // A browser may refuse (autoplay rules): the controls are there to start it by hand.
      void player.play()?.catch(() => {});
    } catch {
      // Not a media-capable browser (tests): nothing to play.
    }
  }
}

/** The dialog a poster link opens, if the page has it and the browser can show it. */
function dialogFor(link: Element): HTMLDialogElement | null {
  const id = link.getAttribute('data-video-open');
  const dialog = id ? link.ownerDocument.getElementById(id) : null;
  return dialog instanceof HTMLDialogElement && typeof dialog.showModal === 'function' ? dialog : null;
}

/**
 * Click on a poster link (the listener's element): opens the player instead of following the link.
 * A click that opens a new tab or window (modifier keys, middle button) is left to the browser.
 */
export function handleVideoLinkClick(event: ClickEvent): void {
  const link = event.currentTarget as HTMLElement | null;
  if (event.defaultPrevented || !link) return;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const dialog = dialogFor(link);
  const video = videoFromLink(link);
  if (!dialog || !video) return;
  event.preventDefault();
  openVideoDialog(dialog, video);
}

/** The dialog's `close` event (the listener's element): the video stops. */
export function handleVideoDialogClose(event: Pick<HandledEvent, 'currentTarget'>): void {
  const dialog = event.currentTarget as HTMLDialogElement | null;
  const player = dialog ? playerOf(dialog) : null;
  if (player && !player.paused) player.pause();
}

/** A click on the dialog itself, not its content, is a click on the backdrop: it closes. */
export function handleVideoDialogClick(event: Pick<HandledEvent, 'currentTarget' | 'target'>): void {
  const dialog = event.currentTarget as HTMLDialogElement | null;
  if (dialog && event.target === dialog && dialog.open) dialog.close();
}

const wired = new WeakSet<Element>();

/** Wires the poster links and the players under `root` (once each). */
export function enhanceVideoDialogs(root: ParentNode): void {
  root.querySelectorAll(VIDEO_DIALOG).forEach((dialog) => {
    if (wired.has(dialog)) return;
    wired.add(dialog);
    dialog.addEventListener('close', handleVideoDialogClose);
    dialog.addEventListener('click', handleVideoDialogClick);
  });
  root.querySelectorAll(VIDEO_LINK).forEach((link) => {
    if (wired.has(link)) return;
    wired.add(link);
    link.addEventListener('click', (event) => handleVideoLinkClick(event as MouseEvent));
  });
}
