import { peekConfig } from '../config/env';

/**
 * The external free-trial scheduling page (from /config.json). Public pages are prerendered and
 * do not wait for /config.json, so until it has loaded this is the site's own booking page, /book,
 * which embeds that scheduling page once its route has loaded the configuration.
 */
export function trialBookingUrl(): string {
  return peekConfig()?.trialBookingUrl ?? '/book';
}
