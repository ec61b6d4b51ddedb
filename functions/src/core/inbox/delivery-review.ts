import {
  deliveryMessages,
  REVIEW_REASONS,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@app/shared/admin/deliveries';
import type { Page } from '@app/shared/http/page';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Counters from '../../db/entities/counters';
import * as Delivery from '../../db/entities/webhook-delivery';
import { transact } from '../../db/transact';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { requireStudentAndCourse } from '../bookings/unmatched-queue';
import { processDelivery, type Processors } from './webhook-inbox';

/**
 * The team's side of the webhook inbox: the deliveries waiting for review, each readable as it
 * arrived; linking the student a booking is for, processing a delivery again (after a fix or a
 * link), or dismissing it. Each action is on the activity log.
 */
export async function listForReview(page: { cursor?: string; limit?: number }): Promise<Page<WebhookDelivery>> {
  const found = await Delivery.queryForReview({ cursor: page.cursor, limit: page.limit ?? 25 });
  return { items: found.items.map(toView), nextCursor: found.nextCursor };
}

export async function detail(id: string): Promise<WebhookDeliveryDetail> {
  return toDetail(await load(id));
}

export async function link(actor: Actor, id: string, to: Delivery.DeliveryLink): Promise<WebhookDeliveryDetail> {
  const item = await loadInReview(id);
  // A booking whose reference names a student is that student's: the team never redirects it.
  if (item.reason !== 'no_student') throw new ConflictError(deliveryMessages.linkOnlyNoStudent);
  await requireStudentAndCourse(to);
  const now = new Date();
  await transact([
    { item: Delivery.setLink(id, to, now), onConditionFailed: notWaiting },
    {
      item: Activity.put(actor, {
        action: 'link',
        entityType: 'webhook_delivery',
        entityId: id,
        details: { studentId: to.studentId, courseId: to.courseId, event: item.event },
      }),
    },
  ]);
  return toDetail({ ...item, link: to, updatedAt: now.toISOString() });
}

/** Runs the delivery through processing again; it leaves the review list unless it still cannot be used. */
export async function processAgain(actor: Actor, id: string, processors: Processors): Promise<WebhookDeliveryDetail> {
  await loadInReview(id);
  const processed = await processDelivery(id, processors, {
    from: 'needs_review',
    extraSteps: (result) => [
      {
        item: Activity.put(actor, {
          action: 'process',
          entityType: 'webhook_delivery',
          entityId: id,
          details:
            result.state === 'needs_review'
              ? { state: result.state, reason: result.reason }
              : { state: result.state, outcome: result.outcome },
        }),
      },
    ],
  });
  // Null: another run (a colleague's click) holds it or has settled it meanwhile.
  if (!processed) throw notWaiting();
  return toDetail(processed);
}

export async function dismiss(actor: Actor, id: string, reason: string): Promise<WebhookDeliveryDetail> {
  const item = await loadInReview(id);
  const now = new Date();
  // The reason it needed review and its detail stay; the team's reason is kept beside them.
  const settlement: Delivery.Settlement = {
    state: 'dismissed',
    reason: item.reason,
    detail: item.detail,
    outcome: null,
    dismissReason: reason,
  };
  await transact([
    {
      item: Delivery.settle(item, 'needs_review', settlement, now, { unleased: true }),
      onConditionFailed: notWaiting,
    },
    { item: Counters.change({ deliveries_review: -1 }) },
    {
      item: Activity.put(actor, {
        action: 'dismiss',
        entityType: 'webhook_delivery',
        entityId: id,
        details: { reason, event: item.event },
      }),
    },
  ]);
  return toDetail({ ...item, ...settlement, updatedAt: now.toISOString() } as Delivery.DeliveryItem);
}

const notWaiting = () => new ConflictError(deliveryMessages.notWaiting);

async function load(id: string): Promise<Delivery.DeliveryItem> {
  const item = await Delivery.get(id, true);
  if (!item) throw new NotFoundError(deliveryMessages.notFound);
  return item;
}

async function loadInReview(id: string): Promise<Delivery.DeliveryItem> {
  const item = await load(id);
  if (item.state !== 'needs_review') throw notWaiting();
  return item;
}

function toView(item: Delivery.DeliveryItem): WebhookDelivery {
  return {
    id: item.id,
    provider: item.provider,
    event: item.event,
    state: item.state,
    reason: item.reason,
    reasonText: item.reason ? REVIEW_REASONS[item.reason] : null,
    detail: item.detail,
    outcome: item.outcome,
    inviteeName: item.inviteeName,
    inviteeEmail: item.inviteeEmail,
    link: item.link,
    dismissReason: item.dismissReason ?? null,
    attempts: item.attempts,
    receivedAt: item.receivedAt,
    updatedAt: item.updatedAt,
  };
}

function toDetail(item: Delivery.DeliveryItem): WebhookDeliveryDetail {
  return { ...toView(item), rawBody: item.rawBody, headers: item.headers };
}
