/** Replaced at build time (vite.config.ts `define`) with env SITE_URL. */
declare const __SITE_URL__: string | undefined;

/** The site's name, the end of every page title. */
export const SITE_NAME = 'Arabic & Quran Tutoring Online';

/** The school, as search engines and link previews name it. */
export { SCHOOL_NAME } from '@app/shared/school';

/**
 * The site's public address, for canonical URLs, Open Graph tags and the sitemap: env SITE_URL when
 * the app is built (`SITE_URL=https://your-domain.com npm run build` for production), else the
 * local address.
 */
export const SITE_URL = (typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost:5173').replace(/\/+$/, '');

/** An absolute URL on this site for a path ('/courses') or an absolute URL as given. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
