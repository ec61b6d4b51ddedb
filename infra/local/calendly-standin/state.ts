import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stableUuid } from './ids';

/**
 * What the stand-in holds, by id: URIs are made from these ids and the origin it listens on when
 * a resource is shown (resources.ts), so a state file stays valid whatever the port. Times are ISO
 * strings. Cancellations and tracking are kept in Calendly's own shape, as they are shown as-is.
 */
export interface UserRecord {
  uuid: string;
  organizationUuid: string;
  name: string;
  email: string;
  slug: string;
  timezone: string;
  createdAt: string;
  updatedAt: string;
}

export interface EventTypeRecord {
  uuid: string;
  ownerUuid: string;
  slug: string;
  name: string;
  durationMinutes: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A single-use scheduling link: it can book exactly one event (`usedByEventUuid` once it has). */
export interface LinkRecord {
  id: string;
  eventTypeUuid: string;
  maxEventCount: number;
  usedByEventUuid: string | null;
  createdAt: string;
}

export interface Cancellation {
  canceled_by: string;
  reason: string | null;
  canceler_type: 'host' | 'invitee';
  created_at: string;
}

export interface Tracking {
  utm_campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_content: string | null;
  utm_term: string | null;
  salesforce_uuid: null;
}

export interface EventRecord {
  uuid: string;
  eventTypeUuid: string;
  hostUuid: string;
  name: string;
  status: 'active' | 'canceled';
  startTime: string;
  endTime: string;
  meetingUuid: string;
  linkId: string | null;
  cancellation: Cancellation | null;
  createdAt: string;
  updatedAt: string;
}

export interface InviteeRecord {
  uuid: string;
  eventUuid: string;
  name: string;
  email: string;
  timezone: string;
  status: 'active' | 'canceled';
  tracking: Tracking;
  noShow: { uuid: string; createdAt: string } | null;
  cancellation: Cancellation | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionRecord {
  uuid: string;
  callbackUrl: string;
  events: string[];
  scope: 'organization' | 'user';
  organizationUuid: string;
  userUuid: string | null;
  creatorUuid: string;
  state: 'active' | 'disabled';
  signingKey: string;
  retryStartedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One attempt to deliver a webhook: the answer's status, or the error when none came. */
export interface DeliveryRecord {
  subscriptionUuid: string;
  url: string;
  event: string;
  status: number | null;
  error: string | null;
  at: string;
}

export interface StandInState {
  users: UserRecord[];
  eventTypes: EventTypeRecord[];
  links: LinkRecord[];
  events: EventRecord[];
  invitees: InviteeRecord[];
  subscriptions: SubscriptionRecord[];
  deliveries: DeliveryRecord[];
}

export interface StateSetup {
  owner: { name: string; email: string; slug: string };
  eventTypes: { slug: string; name: string; durationMinutes: number }[];
}

/** Only the latest attempts are kept: a long `npm start` session must not grow the file forever. */
export const MAX_DELIVERIES_KEPT = 1000;

const STATE_VERSION = 1;

/**
 * The owner and the event types as configured, with nothing booked. Records carried over from an
 * earlier run (`previous`) keep their creation times.
 */
export function initialState(setup: StateSetup, previous?: Pick<StandInState, 'users' | 'eventTypes'>): StandInState {
  const now = new Date().toISOString();
  const userUuid = stableUuid(`user:${setup.owner.slug}`);
  const earlierUser = previous?.users.find((user) => user.uuid === userUuid);
  const user: UserRecord = {
    uuid: userUuid,
    organizationUuid: stableUuid(`organization:${setup.owner.slug}`),
    name: setup.owner.name,
    email: setup.owner.email,
    slug: setup.owner.slug,
    timezone: 'UTC',
    createdAt: earlierUser?.createdAt ?? now,
    updatedAt: earlierUser?.updatedAt ?? now,
  };
  const eventTypes = setup.eventTypes.map((type): EventTypeRecord => {
    const uuid = stableUuid(`event_type:${setup.owner.slug}/${type.slug}`);
    const earlier = previous?.eventTypes.find((known) => known.uuid === uuid);
    return {
      uuid,
      ownerUuid: userUuid,
      slug: type.slug,
      name: type.name,
      durationMinutes: type.durationMinutes,
      active: true,
      createdAt: earlier?.createdAt ?? now,
      updatedAt: earlier?.updatedAt ?? now,
    };
  });
  return { users: [user], eventTypes, links: [], events: [], invitees: [], subscriptions: [], deliveries: [] };
}

/**
 * The state kept in `file` (what was booked and subscribed in an earlier run), with the owner and
 * event types as configured now; the initial state when there is no file yet. A file that cannot
 * be read is an error rather than silently replaced: it may hold a developer's data.
 */
export function loadState(file: string, setup: StateSetup): StandInState {
  if (!existsSync(file)) return initialState(setup);
  let saved: Partial<StandInState> & { version?: number };
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as typeof saved;
  } catch (error) {
    throw new Error(`The Calendly stand-in's state file ${file} is not JSON (delete it to start afresh)`, {
      cause: error,
    });
  }
  if (saved.version !== STATE_VERSION) {
    throw new Error(`The Calendly stand-in's state file ${file} has an unknown version (delete it to start afresh)`);
  }
  const fresh = initialState(setup, { users: saved.users ?? [], eventTypes: saved.eventTypes ?? [] });
  return {
    ...fresh,
    links: saved.links ?? [],
    events: saved.events ?? [],
    invitees: saved.invitees ?? [],
    subscriptions: saved.subscriptions ?? [],
    deliveries: saved.deliveries ?? [],
  };
}

/** Written whole to a temporary file and renamed over the old one, so a crash never leaves half a file. */
export function saveState(file: string, state: StandInState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: STATE_VERSION, ...state }, null, 2));
  renameSync(temporary, file);
}
