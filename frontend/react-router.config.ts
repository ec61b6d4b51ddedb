import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderApi, readPublishedCourseIds } from './src/app/build/prerender-api';
import { postBuild, siteUrlFromEnv } from './src/app/build/post-build';

/** The public pages written as HTML at build time (the not-found page as /404). */
const PRERENDERED = ['/', '/courses', '/about', '/contact', '/privacy', '/terms', '/booking-confirmed', '/404'];

/**
 * Prerendered pages that ship without React: HTML and CSS and one small script (see
 * src/app/build/static-pages.ts). The catalogue, course pages and the About page's team are data
 * from the API: only a build that read it (PRERENDER_API) has them in the HTML; without, those
 * pages keep React, which loads the data in the browser.
 */
const WITHOUT_REACT = ['/', '/privacy', '/terms', '/booking-confirmed', '/404'];
function withoutReact(page: string): boolean {
  if (WITHOUT_REACT.includes(page)) return true;
  return Boolean(prerenderApi()) && (page === '/about' || page === '/courses' || page.startsWith('/courses/'));
}

/**
 * React Router accepts a `loader` only on a route it prerenders at least one path of; course and
 * certificate pages are rendered on request by the page function (functions/src/core/site), with
 * that loader. So the build prerenders one path of each of those routes, which matches no course
 * or certificate, and post-build deletes it.
 */
const ROUTE_PLACEHOLDERS = ['/courses/__placeholder', '/certificates/__placeholder'];

/** Public pages in sitemap.xml, besides every prerendered course page. */
const SITEMAP = ['/', '/courses', '/about', '/contact', '/intake-form', '/book', '/privacy', '/terms'];

/**
 * React Router framework mode without a server (`ssr: false`): S3 and CloudFront serve files.
 * The public pages are prerendered with their content and styles; those with a form hydrate in
 * the browser, the others ship without React (WITHOUT_REACT);
 * the page function renders the catalogue, course, About and certificate pages on request, also
 * without React; every other path (the back office, the student area, /intake-form, /book) gets
 * the SPA fallback (__spa-fallback.html) and renders in the browser.
 *
 * env PRERENDER_API (e.g. http://localhost:5173/api): also prerender every published course
 * page, with its data, and the catalogue on /courses. env SITE_URL: the public address in
 * canonical URLs, Open Graph tags and the sitemap.
 */
const config: Config = {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: false,
  async prerender() {
    if (!prerenderApi()) return [...PRERENDERED, ...ROUTE_PLACEHOLDERS];
    const courseIds = await readPublishedCourseIds();
    return [...PRERENDERED, ...ROUTE_PLACEHOLDERS, ...courseIds.map((id) => `/courses/${id}`)];
  },
  buildEnd({ reactRouterConfig }) {
    postBuild({
      buildDirectory: reactRouterConfig.buildDirectory,
      routes: reactRouterConfig.routes,
      notFoundRouteId: 'routes/not-found',
      notFoundPath: '/404',
      sitemapPages: SITEMAP,
      siteUrl: siteUrlFromEnv(),
      withoutReact,
      placeholders: ROUTE_PLACEHOLDERS,
      serverBuildDirectory: path.join(import.meta.dirname, 'dist-server'),
      enhancerEntry: path.join(import.meta.dirname, 'src/enhance/index.ts'),
    });
  },
};

export default config;
