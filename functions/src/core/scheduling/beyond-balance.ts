import { schedulingMessages } from '@app/shared/scheduling/schemas';
import * as Activity from '../../db/entities/activity';
import * as Course from '../../db/entities/course';
import * as ProcessedEvent from '../../db/entities/processed-event';
import * as Student from '../../db/entities/student';
import * as Unmatched from '../../db/entities/unmatched-booking';
import { Replayed, transact, type TxStep } from '../../db/transact';
import { env } from '../../lib/env';
import { countMetric } from '../../lib/metrics';
import type { BookingSnapshot } from '../bookings/booking-event';
import { bookingIdFor, slotOf } from '../bookings/booking-ids';
import { aboutLearner, greeting, subjectAbout } from '../mail/addressee';
import { mailSteps } from '../mail/outbox';
import { cancelAtProvider } from './provider-commands';
import { spentLinkSteps } from './spent-link';

/** Who the activity log names for what the scheduling rules did by themselves. */
export const SCHEDULING_ACTOR = { userId: 'scheduling-service', email: '', name: 'Scheduling service' } as const;

/** Where a learner buys more sessions of a course. */
export const buyMoreUrl = (courseId: string) => `${env.siteUrl()}/packages?courseId=${encodeURIComponent(courseId)}`;

/**
 * A booking that arrived with no session to pay for it, under the `cancel` policy: recorded (an
 * unmatched booking, already closed, so the team's queue stays for what needs them), cancelled at
 * the scheduling service with the reason, and the learner mailed the same reason; one transaction,
 * applied once like every booking event. The service's own cancellation notice that follows finds
 * the record closed and changes nothing.
 */
export async function cancelBeyondBalance(
  event: BookingSnapshot,
  studentId: string,
  courseId: string,
): Promise<'canceled_no_sessions' | 'replay'> {
  const id = bookingIdFor(event.providerBookingId);
  const now = new Date();
  const at = now.toISOString();
  const [student, course] = await Promise.all([Student.get(studentId), Course.get(courseId)]);
  const reason = schedulingMessages.beyondBalanceReason(buyMoreUrl(courseId));
  const record: Unmatched.UnmatchedItem = {
    id,
    ...slotOf(event),
    inviteeName: event.inviteeName,
    inviteeEmail: event.inviteeEmail,
    hostEmail: event.hostEmail,
    reason: 'no_balance',
    studentId,
    courseId,
    status: 'canceled',
    canceledAtSource: true,
    createdAt: at,
    updatedAt: at,
  };
  const closeLink = await spentLinkSteps(event, studentId, courseId, id, now);
  const steps: TxStep[] = [
    {
      item: ProcessedEvent.putOnce({
        kind: 'created',
        providerBookingId: event.providerBookingId,
        target: 'unmatched',
        targetId: id,
      }),
      onConditionFailed: () => new Replayed(event.providerBookingId),
    },
    { item: Unmatched.putNew(record) },
    ...cancelAtProvider({ id, providerEventId: event.providerEventId }, reason, now),
    ...closeLink,
    {
      item: Activity.put(SCHEDULING_ACTOR, {
        action: 'cancel_beyond_balance',
        entityType: 'booking',
        entityId: id,
        details: { studentId, courseId, invitee: event.inviteeName || event.inviteeEmail, startTime: event.startTime },
      }),
    },
    ...mailSteps(
      student
        ? [
            {
              to: student.email,
              subject: subjectAbout(student, `Lesson not booked: ${course?.title ?? 'your course'}`),
              text: [
                greeting(student),
                '',
                ...aboutLearner(student),
                `The lesson you booked for ${event.startTime} (UTC) was cancelled: ${reason}`,
                '',
                'Once you have sessions again, book from your dashboard.',
              ].join('\n'),
            },
          ]
        : [],
      now,
    ),
  ];
  try {
    await transact(steps);
  } catch (error) {
    if (error instanceof Replayed) return 'replay';
    throw error;
  }
  countMetric('BookingsCanceledBeyondBalance');
  return 'canceled_no_sessions';
}
