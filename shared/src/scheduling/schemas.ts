import * as z from 'zod';

/**
 * How learners book, and how the school's scheduling account (Calendly) is connected.
 *
 * - `single_use`: the portal mints a single-use booking link per session the learner may book
 *   (at most as many open links as sessions left); the reusable scheduling page is never shown.
 * - `scheduling_page`: the course's reusable scheduling page, as before links were gated (no
 *   account connected, the course not mapped to an event type, or the plan or token refused).
 */
export const LINK_MODES = ['single_use', 'scheduling_page'] as const;
export type LinkMode = (typeof LINK_MODES)[number];

/**
 * What happens to a booking that arrives with no session to pay for it: `cancel` it at the
 * scheduling service (and tell the learner why), or `review`: keep it for the team (the unmatched
 * bookings queue).
 */
export const BEYOND_BALANCE_POLICIES = ['cancel', 'review'] as const;
export type BeyondBalancePolicy = (typeof BEYOND_BALANCE_POLICIES)[number];

export const BEYOND_BALANCE_LABELS: Record<BeyondBalancePolicy, string> = {
  cancel: 'Cancel it on the calendar and tell the learner',
  review: 'Keep it and review it (the unmatched bookings queue)',
};

/** The webhook subscription's state as the scheduling service reports it (`missing`: none found). */
export type WebhookState = 'active' | 'disabled' | 'missing';

export const schedulingMessages = {
  noSessionsLeft: 'No sessions left for this course',
  noSchedulingPage: "This course doesn't have a booking link set up yet. Please contact support.",
  busy: 'Several booking pages asked for a link at once. Try again.',
  /** The reason sent to the scheduling service (and the learner) when a booking beyond the balance is cancelled. */
  beyondBalanceReason: (buyUrl: string) => `No sessions left for this course — buy more at ${buyUrl}`,
  notConnected: 'No scheduling account is connected yet.',
  tokenRequired: 'Paste a personal access token',
  tokenRefused: 'Calendly refused this token. Check that it was copied whole and has not been revoked.',
  unreachable: 'Calendly could not be reached. Try again in a minute.',
  eventTypeUnknown: 'That event type is not one of the connected account’s',
  courseUnknown: 'Course not found',
  courseTwice: 'Each course can be mapped once',
  oneToOneOnly: 'Only one-on-one event types can be booked with single-use links',
  planRefused:
    'Your Calendly plan or token does not allow single-use links: learners see the course’s scheduling page instead.',
  notMapped: 'This course is not mapped to a Calendly event type: learners see its scheduling page instead.',
  webhookDisabled:
    'Calendly disabled the webhook subscription after failed deliveries: bookings no longer reach the school until it is re-enabled.',
  connected: 'Calendly connected',
  saved: 'Saved',
  webhookEnabled: 'Webhook subscription re-created',
  reconciled: 'Calendar checked',
} as const;

/** POST /api/me/courses/{courseId}/booking-link: the links the page already booked through. */
export const bookingLinkSchema = z.strictObject({
  learnerId: z.string().trim().min(1).max(64).optional(),
  /** Links of this page already used for a booking the school may not have heard of yet. */
  exclude: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
});

export interface BookingLink {
  mode: LinkMode;
  /** The address to embed: a single-use link, or the course's scheduling page (prefilled). */
  url: string;
  /** The single-use link's id (null for the scheduling page). */
  linkId: string | null;
  /** Single-use links open for this learner and course (never more than `sessionsRemaining`). */
  openLinks: number;
  sessionsRemaining: number;
}

/** POST /api/admin/scheduling/connection */
export const connectSchema = z.strictObject({
  token: z
    .string({ error: schedulingMessages.tokenRequired })
    .trim()
    .min(20, schedulingMessages.tokenRequired)
    .max(4000, schedulingMessages.tokenRefused),
});

/** PUT /api/admin/scheduling/event-types: each course's event type (null: none). */
export const eventTypeMappingSchema = z.strictObject({
  mappings: z
    .array(
      z.strictObject({
        courseId: z.uuid({ error: schedulingMessages.courseUnknown }),
        eventTypeUri: z.url({ error: schedulingMessages.eventTypeUnknown }).max(500).nullable(),
      }),
    )
    .min(1)
    .max(200)
    .refine((mappings) => new Set(mappings.map((mapping) => mapping.courseId)).size === mappings.length, {
      error: schedulingMessages.courseTwice,
    }),
});

/** PUT /api/admin/scheduling/policy */
export const schedulingPolicySchema = z.strictObject({
  beyondBalance: z.enum(BEYOND_BALANCE_POLICIES),
});

/** POST /api/admin/scheduling/webhook and /reconciliation take no fields. */
export const emptyActionSchema = z.strictObject({});

export interface EventTypeSummary {
  uri: string;
  name: string;
  /** `solo`: one invitee a meeting (the only kind a course can be mapped to); `group`. */
  kind: string;
  schedulingUrl: string;
  durationMinutes: number | null;
  active: boolean;
}

export interface ReconciliationResult {
  at: string;
  /** Scheduled events looked at (both directions of the window). */
  eventsSeen: number;
  /** Bookings the webhook never delivered, now applied. */
  bookingsApplied: number;
  /** Cancellations the webhook never delivered, now applied. */
  cancellationsApplied: number;
  webhookState: WebhookState | null;
  /** What could not be checked (the service unreachable): the next run tries again. */
  errors: string[];
}

/** A call to the scheduling service the school owes (cancel an event, mark a no-show). */
export interface ProviderCommandSummary {
  id: string;
  kind: 'cancel_event' | 'mark_no_show';
  bookingId: string | null;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** GET /api/admin/scheduling */
export interface SchedulingSettings {
  provider: 'calendly';
  connected: boolean;
  account: { name: string; email: string; userUri: string; organizationUri: string } | null;
  connectedAt: string | null;
  connectedBy: string | null;
  /** Whether the account may mint single-use links (null: not tried yet). */
  singleUseLinks: boolean | null;
  /** Why learners see scheduling pages, when the account cannot mint links. */
  singleUseReason: string | null;
  beyondBalance: BeyondBalancePolicy;
  webhook: { uri: string | null; callbackUrl: string; state: WebhookState; checkedAt: string | null } | null;
  eventTypes: EventTypeSummary[];
  courses: {
    courseId: string;
    title: string;
    eventTypeUri: string | null;
    linkMode: LinkMode;
    reason: string | null;
  }[];
  lastReconciliation: ReconciliationResult | null;
  /** Calls to the scheduling service given up on after their retries. */
  failedCommands: ProviderCommandSummary[];
}
