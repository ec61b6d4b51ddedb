import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES_FILE, type SiteRoutes } from '@app/shared/site-routes';

/**
 * Which file answers a path of the site, the same way in AWS (a CloudFront Function on viewer
 * requests, infra/lib/constructs/web.ts) and locally (infra/local/web-server.ts, which runs this
 * very function code):
 *
 *   a file (a dot in the last segment)  as asked: /assets/…, /favicon.svg, /sitemap.xml, /courses.data
 *   a prerendered page                  <path>/index.html: /, /courses, /about, /courses/<id>, …
 *   any other app route                 the SPA fallback: /admin/…, /student/…, /intake-form, /book,
 *                                       a course published after the build
 *   anything else                       the prerendered not-found page
 *
 * The lists come from the build (frontend/dist/site-routes.json, written by the frontend build's
 * post-build step), read at synth time and baked into the function.
 */

/** A build without site-routes.json (an older single-page build, a test's stand-in): index.html for every path. */
const SINGLE_PAGE: SiteRoutes = { pages: ['/'], appRoutes: [], spaFallback: '/index.html', notFound: '/index.html' };

export function readSiteRoutes(distDir: string): SiteRoutes {
  const file = path.join(distDir, SITE_ROUTES_FILE);
  if (!existsSync(file)) return SINGLE_PAGE;
  return JSON.parse(readFileSync(file, 'utf8')) as SiteRoutes;
}

/** A route pattern as a regular expression source: ':param' is one segment, a final '*' the rest. */
function patternSource(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') return `^${source}(?:/.*)?$`;
    source += segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
  }
  return `^${source || '/'}$`;
}

/** CloudFront Functions refuse code over 10 KB. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10_240;

/**
 * The viewer-request function (cloudfront-js-2.0, written in ES5 style so that it runs there as
 * it does in Node). Paths are matched case-sensitively for prerendered files (S3 keys are) and
 * case-insensitively for app routes (React Router's matching).
 */
export function siteRoutingFunctionCode(routes: SiteRoutes): string {
  const pages: Record<string, 1> = {};
  for (const page of routes.pages) pages[page] = 1;
  const code = [
    `var PAGES = ${JSON.stringify(pages)};`,
    `var APP = [${routes.appRoutes.map((pattern) => `/${patternSource(pattern).replace(/\//g, '\\/')}/i`).join(',')}];`,
    `var SPA = ${JSON.stringify(routes.spaFallback)};`,
    `var NOT_FOUND = ${JSON.stringify(routes.notFound)};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    "  if (uri.lastIndexOf('.') > uri.lastIndexOf('/')) return request;",
    "  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;",
    "  if (PAGES[path] === 1) { request.uri = path === '/' ? '/index.html' : path + '/index.html'; return request; }",
    '  for (var i = 0; i < APP.length; i++) { if (APP[i].test(path)) { request.uri = SPA; return request; } }',
    '  request.uri = NOT_FOUND;',
    '  return request;',
    '}',
  ].join('\n');
  const bytes = Buffer.byteLength(code);
  if (bytes > CLOUDFRONT_FUNCTION_MAX_BYTES) {
    throw new Error(
      `The site routing function is ${bytes} bytes (${routes.pages.length} prerendered pages); CloudFront allows ` +
        `${CLOUDFRONT_FUNCTION_MAX_BYTES}. Keep the page list in a CloudFront KeyValueStore instead.`,
    );
  }
  return code;
}

/** The same function, callable in Node: path in, the file that answers it out. */
export function createSiteRouter(routes: SiteRoutes): (pathname: string) => string {
  const handler = new Function(`${siteRoutingFunctionCode(routes)}\nreturn handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (pathname) => handler({ request: { uri: pathname } }).uri;
}
