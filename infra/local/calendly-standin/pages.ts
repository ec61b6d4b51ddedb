import { TRACKING_PARAMETERS } from './booking';
import { clockLabel, dayLabel, slotLabel } from './slots';
import type { Tracking } from './state';

/**
 * The HTML a person sees on the stand-in's origin (in the portal's iframe, or opened on its own):
 * plain, accessible pages (a language, one `<h1>`, labelled inputs, buttons named for what they
 * do). Their inline scripts tell the embedding page what happened, as Calendly's embed does, with
 * `postMessage`.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A value for an inline script: JSON that cannot close the script element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:42rem;margin:0 auto;padding:1.5rem}h1{font-size:1.5rem}h2{font-size:1.05rem;margin:1.25rem 0 .5rem}
label{display:block;margin-top:.75rem;font-weight:600}input{font:inherit;padding:.4rem;width:100%;max-width:24rem;box-sizing:border-box}
ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.45rem .8rem;border:1px solid #2d7a5a;color:#2d7a5a;background:#fff;border-radius:4px;cursor:pointer}
button:hover,button:focus-visible{background:#2d7a5a;color:#fff}.alert{color:#a4161a;font-weight:600}.muted{color:#555}`;

function layout(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-label="Calendly booking page">
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

export interface BookingPageModel {
  ownerName: string;
  eventName: string;
  durationMinutes: number;
  /** Where the form posts: the page's own path. */
  action: string;
  slots: Date[];
  values: { name: string; email: string; tracking: Tracking };
  error?: string;
}

/**
 * The scheduling page: name and e-mail (prefilled when the URL carried them), the tracking values
 * as hidden fields, and one submit button per free slot, grouped by day. The invitee's time zone
 * is read from the browser into a hidden field. Tells the parent `calendly.event_type_viewed`.
 */
export function bookingPage(model: BookingPageModel): string {
  const days = new Map<string, Date[]>();
  for (const slot of model.slots) days.set(dayLabel(slot), [...(days.get(dayLabel(slot)) ?? []), slot]);
  const slotList = [...days]
    .map(
      ([day, slots]) => `<h2>${escape(day)}</h2>
<ul>
${slots
  .map(
    (slot) =>
      `<li><button type="submit" name="start" value="${slot.toISOString()}">Book ${escape(slotLabel(slot))}</button></li>`,
  )
  .join('\n')}
</ul>`,
    )
    .join('\n');
  const hidden = TRACKING_PARAMETERS.map(
    (name) => `<input type="hidden" name="${name}" value="${escape(model.values.tracking[name] ?? '')}">`,
  ).join('\n');
  const body = `<p class="muted">${escape(model.ownerName)}</p>
<h1>${escape(model.eventName)}</h1>
<p class="muted">${model.durationMinutes} min, Zoom. Times are in UTC.</p>
${model.error ? `<p class="alert" role="alert">${escape(model.error)}</p>` : ''}
<form method="post" action="${escape(model.action)}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required value="${escape(model.values.name)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escape(model.values.email)}">
${hidden}
<input type="hidden" name="timezone" value="UTC">
<fieldset>
<legend>Choose a time</legend>
${model.slots.length ? slotList : '<p>No times are free in the next 7 days.</p>'}
</fieldset>
</form>`;
  const script = `try{document.querySelector('input[name="timezone"]').value=Intl.DateTimeFormat().resolvedOptions().timeZone||'UTC'}catch(e){}
window.parent.postMessage(${scriptValue({ event: 'calendly.event_type_viewed' })},'*');`;
  return layout(`${model.eventName} - ${model.ownerName}`, body, script);
}

/** After booking: the time, and `calendly.event_scheduled` with the event's and invitee's URIs to the parent. */
export function scheduledPage(model: {
  ownerName: string;
  eventName: string;
  start: Date;
  end: Date;
  joinUrl: string;
  cancelUrl: string;
  eventUri: string;
  inviteeUri: string;
}): string {
  const body = `<h1>You are scheduled</h1>
<p>${escape(model.eventName)} with ${escape(model.ownerName)}</p>
<p><strong>${escape(slotLabel(model.start))}</strong> to ${escape(clockLabel(model.end))} UTC</p>
<p>Join on Zoom: <a href="${escape(model.joinUrl)}">${escape(model.joinUrl)}</a></p>
<p><a href="${escape(model.cancelUrl)}">Cancel this event</a></p>`;
  const message = {
    event: 'calendly.event_scheduled',
    payload: { event: { uri: model.eventUri }, invitee: { uri: model.inviteeUri } },
  };
  return layout('You are scheduled', body, `window.parent.postMessage(${scriptValue(message)},'*');`);
}

export function linkUsedPage(): string {
  return layout(
    'This link is no longer valid',
    `<h1>This link is no longer valid</h1>
<p>This single-use scheduling link has already been used to book an event.</p>`,
  );
}

export function notFoundPage(message = 'There is nothing at this address.'): string {
  return layout('Page not found', `<h1>Page not found</h1>\n<p>${escape(message)}</p>`);
}

/** The owner's page (their `scheduling_url`): a link to each event type's page. */
export function userPage(ownerName: string, eventTypes: { name: string; url: string }[]): string {
  const items = eventTypes.map((type) => `<li><a href="${escape(type.url)}">${escape(type.name)}</a></li>`);
  return layout(ownerName, `<h1>${escape(ownerName)}</h1>\n<ul>\n${items.join('\n')}\n</ul>`);
}

/** The invitee's cancellation page: the event, and a button that cancels it (or that it is canceled). */
export function cancellationPage(model: {
  eventName: string;
  start: Date;
  canceled: boolean;
  action: string;
  justCanceled?: boolean;
}): string {
  const when = `<p>${escape(model.eventName)}, ${escape(slotLabel(model.start))}</p>`;
  if (model.canceled) {
    const title = model.justCanceled ? 'Cancellation confirmed' : 'This event is canceled';
    return layout(title, `<h1>${title}</h1>\n${when}`);
  }
  return layout(
    'Cancel event',
    `<h1>Cancel event</h1>
${when}
<form method="post" action="${escape(model.action)}">
<button type="submit">Cancel event</button>
</form>`,
  );
}

/** Where an event's join URL leads: the stand-in has no video call, only this page. */
export function meetingPage(model: { eventName: string; start: Date; canceled: boolean }): string {
  return layout(
    'Meeting',
    `<h1>${escape(model.eventName)}</h1>
<p>${escape(slotLabel(model.start))}${model.canceled ? ' (canceled)' : ''}</p>
<p class="muted">The local stand-in's meeting room: there is no call here.</p>`,
  );
}
