import * as z from 'zod';

/**
 * The parts of a Calendly webhook delivery (API v2) we use. Calendly sends many more fields and
 * may add new ones, so the objects are loose; what we read is checked. Only this adapter reads
 * these shapes: core sees the booking events they are mapped to (map-delivery.ts).
 *
 * Tolerant of the shapes Calendly has sent over time (docs/webhook-inbox.md cites them): the
 * early v2 invitee has no `scheduled_event` object, only `event` (the scheduled event's URI); no
 * `cancellation` before 2021; `name` may be null (then first and last name are used); any
 * optional object may be missing or null.
 */
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? null);
const uri = z.url().max(500);
const timestamp = z.iso.datetime({ offset: true, local: false });

/** The deliveries that become booking events; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = ['invitee.created', 'invitee.canceled', 'invitee_no_show.created'] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

export const envelopeSchema = z.looseObject({
  event: text(100),
  created_at: z.string().max(100).optional(),
  payload: z.unknown(),
});

const textOrEmpty = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

export const inviteeSchema = z.looseObject({
  uri,
  email: textOrEmpty(320),
  name: textOrEmpty(300),
  first_name: optionalText(300),
  last_name: optionalText(300),
  /** The scheduled event's URI, in the early v2 shape (without `scheduled_event`). */
  event: uri.nullish().transform((value) => value ?? null),
  timezone: optionalText(100),
  cancel_url: optionalText(500),
  reschedule_url: optionalText(500),
  rescheduled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  old_invitee: uri.nullish().transform((value) => value ?? null),
  /**
   * When the invitee was made: for the new time of a reschedule, when the lesson was moved. Not one
   * to refuse a delivery over: a value that is no time reads as unknown.
   */
  created_at: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => (value && !Number.isNaN(Date.parse(value)) ? value : null)),
  new_invitee: uri.nullish().transform((value) => value ?? null),
  tracking: z
    .looseObject({
      utm_source: optionalText(500),
      utm_campaign: optionalText(500),
      utm_content: optionalText(500),
      /** The single-use link's id (the portal puts it in the links it mints). */
      utm_term: optionalText(500),
    })
    .nullish()
    .transform((value) => value ?? { utm_source: null, utm_campaign: null, utm_content: null, utm_term: null }),
  cancellation: z
    .looseObject({ canceler_type: optionalText(50), created_at: timestamp.nullish() })
    .nullish()
    .transform((value) => value ?? null),
  scheduled_event: z
    .looseObject({
      uri,
      start_time: timestamp,
      end_time: timestamp,
      location: z
        .looseObject({ join_url: optionalText(1000) })
        .nullish()
        .transform((value) => value ?? null),
      /** The event type booked (its URI): which course's calendar the lesson is on. */
      event_type: uri.nullish().transform((value) => value ?? null),
      /** The hosts of the meeting (`user`, `user_email`, `user_name`); absent in older payloads. */
      event_memberships: z
        .array(z.looseObject({ user_email: optionalText(320) }))
        .max(50)
        .nullish()
        .transform((value) => value ?? []),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type Invitee = z.output<typeof inviteeSchema>;

/** `invitee_no_show.created`: the host marked an invitee as absent. */
export const noShowSchema = z.looseObject({
  uri: uri.nullish(),
  invitee: uri,
  created_at: timestamp.nullish().transform((value) => value ?? null),
});
export type NoShow = z.output<typeof noShowSchema>;
