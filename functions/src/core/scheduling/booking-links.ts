import { courseMessages } from '@app/shared/courses/schemas';
import { schedulingMessages, type BookingLink } from '@app/shared/scheduling/schemas';
import * as Balance from '../../db/entities/balance';
import * as BookingLinkItem from '../../db/entities/booking-link';
import * as Course from '../../db/entities/course';
import * as Settings from '../../db/entities/scheduling-settings';
import type { StudentItem } from '../../db/entities/student';
import { transact } from '../../db/transact';
import { BadRequestError, ConflictError, ForbiddenError, HttpError, NotFoundError } from '../../lib/errors';
import { errorFields, log } from '../../lib/logger';
import { bookingReferenceKey } from '../../lib/secrets';
import { signReference } from '../bookings/booking-reference';
import { bookingUrl } from '../bookings/booking-url';
import { bookingBlockedOf } from '../students/my-course';
import { linkModeOf } from './link-mode';
import {
  ProviderNotFound,
  ProviderRefused,
  ProviderRejected,
  ProviderUnavailable,
  type SchedulingPort,
} from './scheduling-port';
import { forgetSchedulingToken } from '../../lib/scheduling-token';

/** Tracking field of the single-use link's id (Calendly returns `utm_term` on the invitee). */
const LINK_PARAM = 'utm_term';

class LinkRace extends Error {}

/** How long an unused link is offered before it is released. */
const LINK_LIFE_MS = 24 * 3_600_000;
/** How long one page holds the right to mint (longer than a mint takes, request budget included). */
const MINT_LEASE_MS = 10_000;
const MINT_WAIT_MS = 1_000;

/**
 * A booking link for one session of a course, for one learner:
 * - single-use links (see link-mode.ts): an open link of the learner's is given again while unused;
 *   a new one is minted only while the open links are fewer than the sessions left, so the
 *   calendar can never take more lessons than the balance pays for. `exclude` names links the page
 *   already booked through (the school may not have heard of that booking yet): those are not
 *   given again, and still count as open until their booking arrives. Open links the balance no
 *   longer covers (a refund, an expiry, the team's adjustment) are released first, newest first.
 * - otherwise the course's scheduling page, prefilled, as before links were gated.
 * Links carry the learner's prefill and tracking fields, plus the link's id.
 */
export async function bookingLinkFor(
  port: SchedulingPort | null,
  student: StudentItem,
  courseId: string,
  exclude: readonly string[],
): Promise<BookingLink> {
  const [course, connection, eventTypeUri] = await Promise.all([
    Course.get(courseId),
    Settings.getConnection(),
    Settings.getCourseMapping(courseId),
  ]);
  if (!course || !course.isPublished) throw new NotFoundError(courseMessages.notFound);
  const blocked = bookingBlockedOf(student);
  if (blocked) throw new ForbiddenError(blocked);
  const reference = signReference(student.id, courseId, await bookingReferenceKey());
  const prefilled = (url: string) => bookingUrl(url, student, courseId, reference);

  const schedulingPage = async (): Promise<BookingLink> => {
    if (!course.schedulingUrl) throw new BadRequestError(schedulingMessages.noSchedulingPage);
    return {
      mode: 'scheduling_page',
      url: prefilled(course.schedulingUrl),
      linkId: null,
      openLinks: 0,
      sessionsRemaining: await Balance.get(student.id, courseId),
    };
  };
  if (!port || linkModeOf(connection, eventTypeUri).mode !== 'single_use' || !eventTypeUri) return schedulingPage();

  for (let attempt = 0; attempt < 6; attempt++) {
    const [sessions, { links, openCount }] = await Promise.all([
      Balance.get(student.id, courseId),
      BookingLinkItem.ofCourse(student.id, courseId),
    ]);
    const nowMs = Date.now();
    // Links older than a day are released: a page left open that long asks for a fresh one, and
    // a link the service spent without the school hearing of it never blocks the learner for good.
    const stale = links.filter((link) => link.state === 'open' && nowMs - Date.parse(link.createdAt) > LINK_LIFE_MS);
    const open = links.filter((link) => link.state === 'open' && !stale.includes(link));
    try {
      for (const link of stale) await release(link);
      while (open.length > sessions) await release(open.pop()!);
    } catch (error) {
      if (error instanceof LinkRace) continue;
      throw error;
    }
    const view = (link: BookingLinkItem.BookingLinkItem, openLinks: number): BookingLink => {
      const url = new URL(prefilled(link.url));
      url.searchParams.set(LINK_PARAM, link.linkId);
      return { mode: 'single_use', url: url.toString(), linkId: link.linkId, openLinks, sessionsRemaining: sessions };
    };
    const reusable = open.find((link) => !exclude.includes(link.linkId));
    if (reusable) return view(reusable, open.length);
    if (open.length >= sessions) throw new ConflictError(schedulingMessages.noSessionsLeft);

    // One page at a time mints: the others wait a moment and take the link it made.
    const seen = openCount ?? (open.length > 0 ? open.length : null);
    if (
      !(await BookingLinkItem.claimMint(student.id, courseId, seen, new Date(), new Date(Date.now() + MINT_LEASE_MS)))
    ) {
      await new Promise((resolve) => setTimeout(resolve, MINT_WAIT_MS));
      continue;
    }
    let minted: string;
    try {
      minted = await port.mintSingleUseLink(eventTypeUri);
    } catch (error) {
      if (error instanceof ProviderRefused && error.status === 401) {
        // The token was revoked: the team must connect again (the settings page says so); the
        // learner meanwhile books on the course's page.
        forgetSchedulingToken();
        log('warn', 'the Calendly token was refused; booking through the scheduling page', errorFields(error));
        return schedulingPage();
      }
      if (error instanceof ProviderNotFound || error instanceof ProviderRejected) {
        // The course's event type is gone or inactive at Calendly: its page, until the team maps it again.
        log('warn', "the course's event type cannot mint links", { courseId, ...errorFields(error) });
        return schedulingPage();
      }
      if (error instanceof ProviderRefused) {
        // The plan does not allow single-use links (403): say so once, and book as before.
        log('warn', 'single-use links refused; falling back to scheduling pages', errorFields(error));
        await transact([
          {
            item: Settings.updateConnection({ singleUseLinks: false, singleUseReason: schedulingMessages.planRefused }),
          },
        ]).catch(() => undefined);
        return schedulingPage();
      }
      if (error instanceof ProviderUnavailable)
        throw new HttpError(503, 'SERVICE_BUSY', schedulingMessages.unreachable);
      throw error;
    }
    const now = new Date().toISOString();
    const link: BookingLinkItem.BookingLinkItem = {
      linkId: crypto.randomUUID(),
      studentId: student.id,
      courseId,
      url: minted,
      eventTypeUri,
      state: 'open',
      createdAt: now,
      updatedAt: now,
    };
    // The stored count decides: a page that minted meanwhile makes this one read again.
    try {
      await transact(
        BookingLinkItem.open(link, seen).map((item) => ({ item, onConditionFailed: () => new LinkRace() })),
      );
    } catch (error) {
      if (error instanceof LinkRace) continue;
      throw error;
    }
    if (connection?.singleUseLinks !== true) {
      await transact([{ item: Settings.updateConnection({ singleUseLinks: true, singleUseReason: null }) }]).catch(
        () => undefined,
      );
    }
    return view(link, open.length + 1);
  }
  throw new ConflictError(schedulingMessages.busy);
}

async function release(link: BookingLinkItem.BookingLinkItem): Promise<void> {
  await transact(
    BookingLinkItem.close(link, 'released', new Date().toISOString()).map((item) => ({
      item,
      onConditionFailed: () => new LinkRace(),
    })),
  );
}

/**
 * After a booking: the open links its balance no longer covers are released (best effort: the
 * next link request releases them too).
 */
export async function releaseUncovered(studentId: string, courseId: string): Promise<void> {
  try {
    const [sessions, { links }] = await Promise.all([
      Balance.get(studentId, courseId),
      BookingLinkItem.ofCourse(studentId, courseId),
    ]);
    const open = links.filter((link) => link.state === 'open');
    while (open.length > sessions) await release(open.pop()!);
  } catch (error) {
    log('warn', 'releasing booking links failed', errorFields(error));
  }
}
