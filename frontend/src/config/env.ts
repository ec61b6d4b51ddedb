/**
 * /config.json, served beside the app (written by CDK in AWS, by npm start locally). Public pages
 * render without it: it is fetched only by what needs it (the Amplify set-up, the trial booking
 * page, the intake flow), so it never delays a first paint.
 */
export interface AppConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
  trialBookingUrl: string;
}

let config: AppConfig | undefined;
let pending: Promise<AppConfig> | undefined;

/** Checked by hand rather than with a schema library: this module is on every page's path. */
function parseConfig(value: unknown): AppConfig {
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (name: keyof AppConfig): string => {
    const field = fields[name];
    if (typeof field !== 'string' || field === '') throw new Error(`/config.json: ${name} is missing`);
    return field;
  };
  const url = (name: keyof AppConfig): string => {
    const field = text(name);
    try {
      new URL(field);
    } catch {
      throw new Error(`/config.json: ${name} is not a URL`);
    }
    return field;
  };
  return {
    apiUrl: text('apiUrl'),
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    userPoolEndpoint: fields.userPoolEndpoint === undefined ? undefined : url('userPoolEndpoint'),
    trialBookingUrl: url('trialBookingUrl'),
  };
}

/** Fetches /config.json (again) and keeps it. */
export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  config = parseConfig(await response.json());
  return config;
}

/** The configuration, fetched once on first need (a failed fetch is tried again next time). */
export function ensureConfig(): Promise<AppConfig> {
  if (config) return Promise.resolve(config);
  pending ??= loadConfig().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** The configuration, for code that runs only after `ensureConfig()` (a route's clientLoader awaited it). */
export function getConfig(): AppConfig {
  if (!config) throw new Error('Configuration not loaded yet');
  return config;
}

/** The configuration if it has been fetched already, without asking for it. */
export function peekConfig(): AppConfig | undefined {
  return config;
}

/**
 * Where the API is. Every deployment serves it on the site's own origin at /api (CloudFront's
 * /api/* behaviour, the local web server's gateway), so public pages call it before, or without,
 * /config.json; once that has loaded, its `apiUrl` is used.
 */
export function apiBaseUrl(): string {
  return config?.apiUrl ?? '/api';
}
