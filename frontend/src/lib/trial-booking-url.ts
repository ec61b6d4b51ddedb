import { getConfig } from '../config/env';

/** The external free-trial scheduling page (from /config.json). */
export function trialBookingUrl(): string {
  return getConfig().trialBookingUrl;
}
