import { changeInTime, FREE_CANCEL_HOURS, LATE_CHANGE_NOTE } from '@app/shared/bookings/schemas';
import type { BookingItem } from '../../db/entities/booking';
import { env } from '../../lib/env';
import { type Mail } from '../../lib/mail';
import { SCHOOL_NAME } from '../../lib/school';
import { aboutLearner, greeting, subjectAbout, type Addressee } from '../mail/addressee';

/**
 * The e-mails of a lesson's life, to the student: booked, reminded 24 hours before with the join
 * link, canceled (and whether the session came back), and the balance running low.
 */
export interface LessonContext {
  booking: Pick<
    BookingItem,
    'startTime' | 'endTime' | 'timezone' | 'joinUrl' | 'cancelUrl' | 'rescheduleUrl' | 'sessionUsed' | 'cancelReason'
  >;
  courseTitle: string;
  /** The course's own meeting link, used when the booking carries none. */
  courseMeetingUrl: string;
  /** The learner (name) and the account's address and holder. */
  student: Addressee;
}

const CANCEL_RULE = `You can cancel or reschedule free of charge up to ${FREE_CANCEL_HOURS} hours before the lesson, and the session goes back to your balance. Later than that, the session is used.`;
const USED_RULE = `This lesson was moved less than ${FREE_CANCEL_HOURS} hours before its time: its session is used, and cancelling it returns nothing.`;

/** The rule that applies to the lesson now: free changes, a lesson too close, or a session already used. */
function changeRule(booking: LessonContext['booking'], now: Date): string {
  if (booking.sessionUsed) return USED_RULE;
  return changeInTime(now, booking.startTime) ? CANCEL_RULE : LATE_CHANGE_NOTE;
}

/** "Tuesday, 1 December 2026, 15:00 (Europe/London)": in the student's own time zone when we know it. */
export function lessonTime(startTime: string, timezone: string | null): string {
  const zone = validZone(timezone) ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startTime));
  return `${text} (${zone === 'UTC' ? 'UTC' : zone.replace(/_/g, ' ')})`;
}

function validZone(zone: string | null): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

const minutes = (booking: LessonContext['booking']) =>
  Math.round((new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime()) / 60_000);

/** The link to join: the booking's own (the latest the scheduling service sent), else the course's. */
export function joinLinkOf(context: Pick<LessonContext, 'booking' | 'courseMeetingUrl'>): string | null {
  return context.booking.joinUrl || context.courseMeetingUrl || null;
}

function changeLines(booking: LessonContext['booking'], now = new Date()): string[] {
  return [
    changeRule(booking, now),
    ...(booking.rescheduleUrl ? [`Reschedule: ${booking.rescheduleUrl}`] : []),
    ...(booking.cancelUrl ? [`Cancel: ${booking.cancelUrl}`] : []),
  ];
}

export function reminderMail(context: LessonContext): Mail {
  const { booking, student } = context;
  const join = joinLinkOf(context);
  return {
    to: student.email,
    subject: subjectAbout(
      student,
      `Reminder: your ${context.courseTitle} lesson on ${lessonTime(booking.startTime, booking.timezone)}`,
    ),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `This is a reminder of your ${context.courseTitle} lesson.`,
      '',
      `When: ${lessonTime(booking.startTime, booking.timezone)}`,
      `Length: ${minutes(booking)} minutes`,
      join ? `Join: ${join}` : 'Join: your tutor will send you the link to join before the lesson.',
      '',
      'Please join a few minutes early from a quiet place with a stable internet connection.',
      '',
      ...changeLines(booking),
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export function bookedMail(context: LessonContext, sessionsLeft: number): Mail {
  const { booking, student } = context;
  return {
    to: student.email,
    subject: subjectAbout(
      student,
      `Lesson booked: ${context.courseTitle}, ${lessonTime(booking.startTime, booking.timezone)}`,
    ),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `Your ${context.courseTitle} lesson is booked for ${lessonTime(booking.startTime, booking.timezone)} (${minutes(booking)} minutes).`,
      `One session was taken from your balance: ${sessionsLeft} left for this course.`,
      changeInTime(new Date(), booking.startTime)
        ? `We will e-mail you the link to join ${FREE_CANCEL_HOURS} hours before the lesson.`
        : 'We will e-mail you the link to join in a moment.',
      '',
      ...changeLines(booking),
      '',
      `Your dashboard: ${env.siteUrl()}/student/dashboard`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

/** The lesson moved to a new time (rescheduled by the student at the scheduling service). */
export function movedMail(context: LessonContext, sessionUsed: boolean): Mail {
  const { booking, student } = context;
  return {
    to: student.email,
    subject: subjectAbout(
      student,
      `Lesson moved: ${context.courseTitle}, now ${lessonTime(booking.startTime, booking.timezone)}`,
    ),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `Your ${context.courseTitle} lesson has moved to ${lessonTime(booking.startTime, booking.timezone)} (${minutes(booking)} minutes).`,
      sessionUsed
        ? `It was moved less than ${FREE_CANCEL_HOURS} hours before the time it had, so its session counts as used: cancelling it now returns nothing.`
        : 'Moving it was free: your balance is unchanged.',
      '',
      ...changeLines({ ...booking, sessionUsed }),
      '',
      `Your dashboard: ${env.siteUrl()}/student/dashboard`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export type CancelReason = 'in_time' | 'late' | 'by_tutor' | 'moved_late' | 'by_school' | 'tutor_absent';

export function canceledMail(context: LessonContext, reason: CancelReason): Mail {
  const { booking, student } = context;
  const balance = {
    in_time: `The session was returned to your balance, because the lesson was canceled at least ${FREE_CANCEL_HOURS} hours before it started.`,
    by_tutor: 'The session was returned to your balance, because your tutor canceled the lesson.',
    late: `The session was not returned to your balance, because the lesson was canceled less than ${FREE_CANCEL_HOURS} hours before it started.`,
    moved_late: `The session was not returned to your balance, because the lesson was moved less than ${FREE_CANCEL_HOURS} hours before the time it had then.`,
    by_school: `The school canceled the lesson${booking.cancelReason ? `: ${booking.cancelReason}` : '.'} The session was returned to your balance.`,
    tutor_absent: 'Your tutor could not give the lesson, so the session was returned to your balance. We are sorry.',
  }[reason];
  return {
    to: student.email,
    subject: subjectAbout(
      student,
      `Lesson canceled: ${context.courseTitle}, ${lessonTime(booking.startTime, booking.timezone)}`,
    ),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      `Your ${context.courseTitle} lesson on ${lessonTime(booking.startTime, booking.timezone)} was canceled.`,
      balance,
      '',
      `Book another time from your dashboard: ${env.siteUrl()}/student/dashboard`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}

export function lowBalanceMail(
  student: LessonContext['student'],
  course: { id: string; title: string },
  sessionsLeft: 0 | 1,
): Mail {
  const left = sessionsLeft === 1 ? '1 session left' : 'No sessions left';
  return {
    to: student.email,
    subject: subjectAbout(student, `${left} for ${course.title}`),
    text: [
      greeting(student),
      '',
      ...aboutLearner(student),
      sessionsLeft === 1
        ? `You have 1 session left for ${course.title}. To keep your lessons going without a break, you can buy more sessions now.`
        : `You have used every session for ${course.title}. To book your next lesson, buy more sessions.`,
      '',
      `Buy Sessions: ${env.siteUrl()}/packages?courseId=${encodeURIComponent(course.id)}`,
      '',
      SCHOOL_NAME,
    ].join('\n'),
  };
}
