import * as z from 'zod';
import { pageQueryFields } from '../http/page';
import { assignBookingSchema, dismissBookingSchema } from './bookings';

/**
 * The scheduling webhook's inbox, as the back office sees it. Every signed delivery is stored as it
 * arrived before anything reads it, then processed; one that could not be used waits here for the
 * team ("needs review") with the reason, its raw body, and the way out: link the student it is
 * for, process it again (after a fix), or dismiss it.
 */
export const DELIVERY_STATES = ['received', 'processed', 'ignored', 'needs_review', 'dismissed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why a delivery needs review, in the team's words. */
export const REVIEW_REASONS = {
  unreadable: 'The delivery could not be read: its content is not what the portal expects.',
  no_student: 'The booking names no student of the school (no valid portal booking reference).',
  failed: 'Applying the delivery failed.',
} as const;
export type ReviewReason = keyof typeof REVIEW_REASONS;

export const deliveryMessages = {
  empty: 'No deliveries are waiting for review.',
  notFound: 'Delivery not found',
  notWaiting: 'This delivery is not waiting for review.',
  linked: 'Student linked',
  processed: 'Delivery processed',
  stillNeedsReview: 'The delivery still needs review',
  dismissed: 'Delivery dismissed',
  linkOnlyNoStudent: 'Only a booking that names no student can be linked to one.',
} as const;

export const deliveryQuerySchema = z.strictObject({ ...pageQueryFields });

/** POST /api/admin/bookings/deliveries/{deliveryId}/link: the student and course the booking is for. */
export const linkDeliverySchema = assignBookingSchema;

/** POST /api/admin/bookings/deliveries/{deliveryId}/process: no input. */
export const processDeliverySchema = z.strictObject({});

/** POST /api/admin/bookings/deliveries/{deliveryId}/dismiss */
export const dismissDeliverySchema = dismissBookingSchema;

/** A delivery in a list: what arrived, when, and what became of it. */
export interface WebhookDelivery {
  id: string;
  provider: 'calendly';
  /** The provider's event name (`invitee.created`), when the body named one. */
  event: string | null;
  state: DeliveryState;
  reason: ReviewReason | null;
  reasonText: string | null;
  /** What exactly went wrong (the field that did not hold, the error), for the team. */
  detail: string | null;
  /** What processing did (`booked`, `canceled_refunded`, …), once processed. */
  outcome: string | null;
  /** The invitee, when the body could be read that far. */
  inviteeName: string | null;
  inviteeEmail: string | null;
  /** The student and course the team linked the booking to. */
  link: { studentId: string; courseId: string } | null;
  /** Why the team dismissed it. */
  dismissReason: string | null;
  attempts: number;
  receivedAt: string;
  updatedAt: string;
}

/** A delivery with the body exactly as it arrived (pretty-printed by the reader, never changed). */
export interface WebhookDeliveryDetail extends WebhookDelivery {
  rawBody: string;
  /** The headers of interest: the signature's timestamp, the sender's user agent. */
  headers: Record<string, string>;
}
