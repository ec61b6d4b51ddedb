import type { AddressInfo } from 'node:net';
import { createContext } from './context';
import { uris } from './resources';
import { createStandInServer } from './server';
import { initialState, loadState, type StateSetup } from './state';

/**
 * A local stand-in of Calendly's API v2 and its booking pages, for `npm start` and the tests: the
 * whole booking loop (a scheduling link, a booking in the portal's iframe, the signed webhook, a
 * cancellation, a no-show) runs offline on one origin, `http://127.0.0.1:<port>`, which is both the
 * API base and the pages' origin. It answers one owner (the user of the accepted token) with the
 * configured event types; see controls.ts for what tests and the developer can steer.
 */
export interface StandInEventType {
  slug: string;
  name: string;
  durationMinutes: number;
}

export interface CalendlyStandInOptions {
  /** 0 or absent: a free port. It listens on 127.0.0.1 only. */
  port?: number;
  /** The personal access token it accepts (`Authorization: Bearer <token>`). */
  token: string;
  owner: { name: string; email: string; slug: string };
  eventTypes: StandInEventType[];
  /** When set, the state is loaded from and saved to this JSON file (data kept across restarts). */
  stateFile?: string;
}

export interface CalendlyStandIn {
  /** `http://127.0.0.1:<port>`: the API base and the booking pages' origin. */
  url: string;
  organizationUri: string;
  userUri: string;
  eventTypeUri(slug: string): string;
  schedulingUrl(slug: string): string;
  stop(): Promise<void>;
}

/** First path segments the owner's slug may not take: the API's, the controls' and the other pages'. */
const RESERVED_SLUGS = new Set([
  'd',
  'cancellations',
  'reschedulings',
  'meet',
  '__standin',
  'users',
  'organizations',
  'event_types',
  'scheduling_links',
  'scheduled_events',
  'invitee_no_shows',
  'webhook_subscriptions',
]);
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

function checkOptions(options: CalendlyStandInOptions): void {
  if (!options.token) throw new Error('The Calendly stand-in needs a token to accept');
  if (!SLUG.test(options.owner.slug) || RESERVED_SLUGS.has(options.owner.slug)) {
    throw new Error(`The owner's slug "${options.owner.slug}" cannot be a path segment of the stand-in`);
  }
  const slugs = new Set<string>();
  for (const type of options.eventTypes) {
    if (!SLUG.test(type.slug)) throw new Error(`The event type slug "${type.slug}" is not a valid slug`);
    if (slugs.has(type.slug)) throw new Error(`The event type slug "${type.slug}" is configured twice`);
    if (!Number.isInteger(type.durationMinutes) || type.durationMinutes < 1) {
      throw new Error(`The event type "${type.slug}" needs a whole number of minutes`);
    }
    slugs.add(type.slug);
  }
}

export async function startCalendlyStandIn(options: CalendlyStandInOptions): Promise<CalendlyStandIn> {
  checkOptions(options);
  const setup: StateSetup = {
    owner: { ...options.owner },
    eventTypes: options.eventTypes.map((type) => ({ ...type })),
  };
  const state = options.stateFile ? loadState(options.stateFile, setup) : initialState(setup);
  // The origin is known once it listens (the port may be the system's pick): set just after.
  const context = createContext({ base: '', token: options.token, setup, state, stateFile: options.stateFile });
  const server = createStandInServer(context);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  context.base = base;
  context.save();
  const eventTypeOf = (slug: string) => {
    const type = context.state.eventTypes.find((known) => known.slug === slug);
    if (!type) throw new Error(`The Calendly stand-in has no event type "${slug}"`);
    return type;
  };
  const owner = context.state.users[0]!;
  return {
    url: base,
    organizationUri: uris.organization(context, owner.organizationUuid),
    userUri: uris.user(context, owner.uuid),
    eventTypeUri: (slug) => uris.eventType(context, eventTypeOf(slug).uuid),
    schedulingUrl: (slug) => uris.schedulingPage(context, owner.slug, eventTypeOf(slug).slug),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        server.closeAllConnections();
      }),
  };
}
