import type { IncomingMessage, ServerResponse } from 'node:http';
import { book, bookingTargetOf, cancelAsInvitee, checkInvitation, trackingFrom, type BookingTarget } from './booking';
import { ownerOf, type StandInContext } from './context';
import { readBody, sendHtml } from './http-io';
import {
  bookingPage,
  cancellationPage,
  linkUsedPage,
  meetingPage,
  notFoundPage,
  scheduledPage,
  userPage,
} from './pages';
import { uris } from './resources';
import { offeredSlots } from './slots';

/**
 * The pages of the stand-in's origin:
 * - `/<user-slug>/<event-type-slug>` and `/d/<link-id>/<event-type-slug>`: the booking pages (GET
 *   shows the free slots, POST books one); a used single-use link answers 410 and books nothing.
 * - `/cancellations/<invitee-uuid>`: the invitee cancels (GET shows, POST cancels).
 * - `/reschedulings/<invitee-uuid>`: not offered (404).
 * - `/<user-slug>`: the owner's event types; `/meet/<uuid>`: where a join URL leads.
 * Prefill (`name`, `email`) and tracking (`utm_*`) come from the query; embed parameters are ignored.
 */
export async function handlePage(
  context: StandInContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (method !== 'GET' && method !== 'POST')
    return sendHtml(res, 405, notFoundPage('This page only answers GET and POST.'));
  const form = method === 'POST' ? new URLSearchParams(await readBody(req)) : new URLSearchParams();
  if (segments[0] === 'cancellations' && segments.length === 2) {
    return cancellation(context, res, segments[1]!, method, url.pathname);
  }
  if (segments[0] === 'reschedulings') {
    return sendHtml(res, 404, notFoundPage('Rescheduling is not available on the local stand-in.'));
  }
  if (segments[0] === 'meet' && segments.length === 2 && method === 'GET') return meeting(context, res, segments[1]!);
  const owner = ownerOf(context);
  if (segments.length === 1 && segments[0] === owner.slug && method === 'GET') {
    const types = context.state.eventTypes
      .filter((type) => type.active)
      .map((type) => ({ name: type.name, url: uris.schedulingPage(context, owner.slug, type.slug) }));
    return sendHtml(res, 200, userPage(owner.name, types));
  }
  const target = bookingTargetOf(context, url.pathname);
  if (!target) return sendHtml(res, 404, notFoundPage());
  if (target.link?.usedByEventUuid) return sendHtml(res, 410, linkUsedPage());
  if (method === 'GET') return sendHtml(res, 200, renderBookingPage(context, target, url, new URLSearchParams()));
  return bookFromForm(context, res, target, url, form);
}

function renderBookingPage(
  context: StandInContext,
  target: BookingTarget,
  url: URL,
  form: URLSearchParams,
  error?: string,
): string {
  return bookingPage({
    ownerName: ownerOf(context).name,
    eventName: target.eventType.name,
    durationMinutes: target.eventType.durationMinutes,
    action: url.pathname,
    slots: offeredSlots(context.state, target.eventType.uuid),
    values: {
      name: form.get('name') ?? url.searchParams.get('name') ?? '',
      email: form.get('email') ?? url.searchParams.get('email') ?? '',
      tracking: trackingFrom(form, url.searchParams),
    },
    error,
  });
}

/** A POSTed booking form: the slot must be one the page offers now. */
async function bookFromForm(
  context: StandInContext,
  res: ServerResponse,
  target: BookingTarget,
  url: URL,
  form: URLSearchParams,
): Promise<void> {
  const checked = checkInvitation({ name: form.get('name'), email: form.get('email'), timezone: form.get('timezone') });
  if ('problems' in checked) {
    const message = checked.problems.map((problem) => `${problem.parameter} ${problem.message}`).join('; ');
    return sendHtml(res, 400, renderBookingPage(context, target, url, form, `Please check your details: ${message}.`));
  }
  const start = new Date(form.get('start') ?? '');
  const offered = offeredSlots(context.state, target.eventType.uuid).some((slot) => slot.getTime() === start.getTime());
  if (!offered) {
    return sendHtml(
      res,
      409,
      renderBookingPage(context, target, url, form, 'That time is not available: choose another.'),
    );
  }
  const outcome = await book(context, target, {
    invitation: checked.invitation,
    start,
    tracking: trackingFrom(form, url.searchParams),
    deliver: true,
  });
  if (outcome.kind === 'link_used') return sendHtml(res, 410, linkUsedPage());
  if (outcome.kind === 'slot_taken') {
    return sendHtml(
      res,
      409,
      renderBookingPage(context, target, url, form, 'That time is not available: choose another.'),
    );
  }
  const { event, invitee } = outcome;
  sendHtml(
    res,
    200,
    scheduledPage({
      ownerName: ownerOf(context).name,
      eventName: event.name,
      start: new Date(event.startTime),
      end: new Date(event.endTime),
      joinUrl: uris.meeting(context, event.meetingUuid),
      cancelUrl: uris.cancelPage(context, invitee.uuid),
      eventUri: uris.event(context, event.uuid),
      inviteeUri: uris.invitee(context, event.uuid, invitee.uuid),
    }),
  );
}

async function cancellation(
  context: StandInContext,
  res: ServerResponse,
  inviteeUuid: string,
  method: string,
  action: string,
): Promise<void> {
  const invitee = context.state.invitees.find((known) => known.uuid === inviteeUuid);
  const event = context.state.events.find((known) => known.uuid === invitee?.eventUuid);
  if (!invitee || !event) return sendHtml(res, 404, notFoundPage('There is no such event.'));
  const page = (justCanceled?: boolean) =>
    cancellationPage({
      eventName: event.name,
      start: new Date(event.startTime),
      canceled: invitee.status === 'canceled',
      action,
      justCanceled,
    });
  if (method === 'GET' || invitee.status === 'canceled') return sendHtml(res, 200, page());
  await cancelAsInvitee(context, invitee, { deliver: true });
  sendHtml(res, 200, page(true));
}

function meeting(context: StandInContext, res: ServerResponse, meetingUuid: string): void {
  const event = context.state.events.find((known) => known.meetingUuid === meetingUuid);
  if (!event) return sendHtml(res, 404, notFoundPage('There is no such meeting.'));
  sendHtml(
    res,
    200,
    meetingPage({ eventName: event.name, start: new Date(event.startTime), canceled: event.status === 'canceled' }),
  );
}
