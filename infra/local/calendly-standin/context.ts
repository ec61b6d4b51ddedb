import { saveState, type StandInState, type StateSetup, type UserRecord } from './state';

/** A fault the developer or a test asked for: the next `times` API calls under `path` answer `status`. */
export interface Fault {
  status: number;
  times: number;
  retryAfter: number;
  path: string;
}

/** One API call as received, and the status it was answered. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  at: string;
}

/**
 * Everything a handler works with: the stored state (saved after each change when a state file is
 * set), and the controls that live only as long as the process (plan, faults, the request log).
 */
export interface StandInContext {
  /** The origin it listens on: the API base and the booking pages' origin. */
  base: string;
  token: string;
  setup: StateSetup;
  state: StandInState;
  plan: { singleUseLinks: boolean };
  faults: Fault[];
  requests: LoggedRequest[];
  save(): void;
}

export function createContext(options: {
  base: string;
  token: string;
  setup: StateSetup;
  state: StandInState;
  stateFile?: string;
}): StandInContext {
  const { stateFile } = options;
  return {
    base: options.base,
    token: options.token,
    setup: options.setup,
    state: options.state,
    plan: { singleUseLinks: true },
    faults: [],
    requests: [],
    save() {
      if (stateFile) saveState(stateFile, this.state);
    },
  };
}

/** The one user of the stand-in: the owner of every event type, the host of every event. */
export function ownerOf(context: StandInContext): UserRecord {
  const owner = context.state.users[0];
  if (!owner) throw new Error('The Calendly stand-in has no owner');
  return owner;
}
