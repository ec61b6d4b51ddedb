import { randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { LESSON_STATE_LABELS, type CalendarFeed, type Lesson } from '@app/shared/lessons/lessons';
import { SCHOOL_NAME } from '@app/shared/school';
import * as Feed from '../../db/entities/calendar-feed';
import type { FeedOwner } from '../../db/entities/calendar-feed';
import * as Student from '../../db/entities/student';
import * as Tutor from '../../db/entities/tutor';
import * as LessonItem from '../../db/entities/lesson';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { env } from '../../lib/env';
import { toLessons } from './lesson-view';

/**
 * Calendar feeds (iCalendar, RFC 5545): a secret address per learner or tutor that calendar apps
 * subscribe to. It lists the lessons from 30 days back to 90 days ahead (canceled ones marked
 * CANCELLED, so a subscribed calendar drops them). A new address stops the old one; revoking stops
 * it; an unknown or revoked address reads as not found.
 */
const BACK_DAYS = 30;
const AHEAD_DAYS = 90;

const feedUrl = (token: string) => `${env.siteUrl()}/api/calendar/${token}`;
const changedMeanwhile = () => new ConflictError('The calendar link changed meanwhile: reload to see it.');

export async function current(owner: FeedOwner): Promise<CalendarFeed> {
  const token = await Feed.tokenOf(owner);
  return { url: token ? feedUrl(token) : null };
}

/** A new secret address (the old one, if any, stops working). */
export async function renew(owner: FeedOwner, now = new Date()): Promise<CalendarFeed> {
  const previous = await Feed.tokenOf(owner);
  const token = randomBytes(32).toString('base64url');
  await transact(
    Feed.replace(owner, previous, token, now).map((item) => ({ item, onConditionFailed: changedMeanwhile })),
  );
  return { url: feedUrl(token) };
}

export async function revoke(owner: FeedOwner): Promise<void> {
  const token = await Feed.tokenOf(owner);
  if (!token) return;
  await transact(Feed.revoke(owner, token).map((item) => ({ item, onConditionFailed: changedMeanwhile })));
}

/** The feed's calendar text, or 404 for an address that names no feed. */
export async function render(token: string, now = new Date()): Promise<string> {
  const owner = await Feed.ownerOf(token);
  if (!owner) throw new NotFoundError('Calendar not found');
  const from = new Date(now.getTime() - BACK_DAYS * 86_400_000).toISOString();
  const to = new Date(now.getTime() + AHEAD_DAYS * 86_400_000).toISOString();
  let name: string;
  let bookings;
  if (owner.kind === 'learner') {
    const learner = await Student.get(owner.id);
    if (!learner || learner.erasedAt) throw new NotFoundError('Calendar not found');
    name = `${learner.fullName}'s lessons`;
    bookings = await LessonItem.lessonsOfStudentBetween(owner.id, from, to);
  } else {
    const tutor = await Tutor.get(owner.id, false);
    if (!tutor || tutor.status !== 'active') throw new NotFoundError('Calendar not found');
    name = `${tutor.name}'s lessons`;
    bookings = await LessonItem.lessonsBetween(from, to, { tutorId: owner.id });
  }
  return calendarText(`${SCHOOL_NAME}: ${name}`, await toLessons(bookings, now), owner.kind);
}

export function calendarText(name: string, lessons: readonly Lesson[], audience: FeedOwner['kind']): string {
  const calendar = ical({ name, prodId: { company: SCHOOL_NAME, product: 'Lessons', language: 'EN' }, ttl: 3600 });
  for (const lesson of lessons) {
    const canceled =
      lesson.state === 'canceled' || lesson.state === 'canceled_by_school' || lesson.state === 'tutor_no_show';
    const who = audience === 'tutor' ? lesson.learnerName : (lesson.tutorName ?? 'your tutor');
    calendar.createEvent({
      id: `${lesson.id}@lessons`,
      start: new Date(lesson.startTime),
      end: new Date(lesson.endTime),
      summary: `${lesson.courseTitle ?? 'Lesson'} with ${who}`,
      description: [
        `Status: ${LESSON_STATE_LABELS[lesson.state]}`,
        lesson.joinUrl ? `Join: ${lesson.joinUrl}` : null,
        lesson.note ? `Covered: ${lesson.note.covered}` : null,
        lesson.note?.homework ? `Homework: ${lesson.note.homework}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      url: lesson.joinUrl,
      status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
