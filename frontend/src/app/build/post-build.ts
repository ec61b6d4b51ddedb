import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_ROUTES_FILE, type SiteRoutes } from '@app/shared/site-routes';
import { bundleEnhancer } from './bundle-enhancer';
import { makeStaticPage } from './static-pages';

/**
 * What the build does after React Router has written the client files and prerendered the pages
 * (react-router.config.ts `buildEnd`), so that frontend/dist is what CloudFront and the local
 * server publish as is:
 *
 *  1. dist/client/* moves up to dist/ (the layout infra and the local server read).
 *  2. Inline scripts move to files under /assets: see `externalizeInlineScripts`. The pages that
 *     need no JavaScript then load no React, only their small enhancement script: static-pages.ts.
 *  3. sitemap.xml and robots.txt.
 *  4. site-routes.json: which paths have a prerendered file, which are app routes (served the SPA
 *     fallback) — anything else gets the not-found page. Read at synth time (the CloudFront
 *     Function) and by the local server; never uploaded.
 *  5. .br and .gz beside every text file, for the local server (CloudFront compresses by itself;
 *     the deployment leaves them out).
 */

/** The site's public address for canonical URLs and the sitemap (env SITE_URL; local default). */
export function siteUrlFromEnv(): string {
  return (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
}

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface PostBuildOptions {
  /** frontend/dist (React Router's buildDirectory). */
  buildDirectory: string;
  routes: Record<string, RouteEntry | undefined>;
  /** The catch-all route that renders the not-found page (prerendered as /404). */
  notFoundRouteId: string;
  notFoundPath: string;
  /** Public pages listed in the sitemap besides the prerendered course pages. */
  sitemapPages: string[];
  siteUrl: string;
  /** Which prerendered pages ship without React (static-pages.ts). */
  withoutReact(page: string): boolean;
  /** The enhancement script those pages load instead (a TypeScript entry, bundled here). */
  enhancerEntry: string;
}

export function postBuild(options: PostBuildOptions): void {
  const dist = options.buildDirectory;
  flattenClientDirectory(dist);
  const pages = prerenderedPages(dist);
  for (const page of pages) externalizeInlineScripts(dist, htmlFileOf(page));
  const staticPages = pages.filter((page) => options.withoutReact(page));
  if (staticPages.length > 0) {
    const enhancer = bundleEnhancer(dist, options.enhancerEntry);
    for (const page of staticPages) makeStaticPage(dist, htmlFileOf(page), enhancer);
  }
  externalizeInlineScripts(dist, '__spa-fallback.html');

  const coursePages = pages.filter((page) => page.startsWith('/courses/'));
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(options.siteUrl, [...options.sitemapPages, ...coursePages]));
  writeFileSync(path.join(dist, 'robots.txt'), robots(options.siteUrl));

  const siteRoutes: SiteRoutes = {
    pages,
    appRoutes: routePatterns(options.routes, options.notFoundRouteId),
    spaFallback: '/__spa-fallback.html',
    notFound: pages.includes(options.notFoundPath) ? `/${htmlFileOf(options.notFoundPath)}` : '/__spa-fallback.html',
  };
  writeFileSync(path.join(dist, SITE_ROUTES_FILE), `${JSON.stringify(siteRoutes, null, 2)}\n`);
  precompress(dist);
}

function flattenClientDirectory(dist: string): void {
  const client = path.join(dist, 'client');
  if (!existsSync(client)) return;
  for (const name of readdirSync(client)) renameSync(path.join(client, name), path.join(dist, name));
  rmSync(client, { recursive: true, force: true });
}

function htmlFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
}

/** Every `<path>/index.html` React Router prerendered, as paths. */
function prerenderedPages(dist: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'assets') walk(file, `${prefix}/${name}`);
      } else if (name === 'index.html') {
        pages.push(prefix || '/');
      }
    }
  };
  walk(dist, '');
  return pages.sort();
}

/**
 * CSP: the site sends `script-src 'self'` and nothing else (infra/lib/csp.ts), so no inline script
 * may run. React Router's HTML has some: ScrollRestoration's restore script,
 * `window.__reactRouterContext = …` and the page's loader data streamed after it
 * (`…streamController.enqueue(…)`, `…close()`), and the `<script type="module">` that imports the
 * route modules and starts the app.
 *
 * Chosen: move each to a file, rather than list their SHA-256 hashes in the CSP. The data script
 * differs per page (one more hash per course page), while a CloudFront response-headers policy
 * allows 1783 characters of CSP, about 25 hashes: a catalogue would outgrow it, and every deploy
 * would change the policy. Files named by their content hash are cached like the bundles (most
 * are the same on every page), and the CSP stays one fixed line.
 *
 * Each script is replaced where it stands by a `<script src>` with the same attributes, so the
 * document keeps the elements React hydrates: a classic script stays parser-blocking and in order;
 * the module script loses `async` (React takes an async script with a src for a third-party one
 * and would not hydrate it) and so runs once the document is parsed. Data blocks (JSON-LD,
 * `type="application/ld+json"`) stay inline: browsers never execute them, CSP does not apply.
 */
export function externalizeInlineScripts(dist: string, htmlFile: string): void {
  const file = path.join(dist, htmlFile);
  const html = readFileSync(file, 'utf8').replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    (tag, attributes: string, code: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      const executable = type === undefined || type === 'module' || type === 'text/javascript';
      if (!executable || /\bsrc\s*=/i.test(attributes) || !code.trim()) return tag;
      const kind = type === 'module' ? 'boot' : 'page';
      const kept = type === 'module' ? attributes.replace(/\s+async(=(""|''|\S+))?(?=\s|$)/i, '') : attributes;
      return `<script${kept} src="${writeAsset(dist, kind, code)}"></script>`;
    },
  );
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [tag, attributes = '', code = ''] = match;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (code.trim() && type !== 'application/ld+json') {
      throw new Error(`${htmlFile}: inline script left (CSP would block it): ${tag.slice(0, 120)}`);
    }
  }
  writeFileSync(file, html);
}

/** A script under /assets, named by its content (so it is cached for good, like the bundles). */
function writeAsset(dist: string, kind: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 12);
  const name = `assets/${kind}-${hash}.js`;
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, name), code);
  return `/${name}`;
}

/** Full path patterns of the routes that have one, as React Router matches them. */
function routePatterns(routes: Record<string, RouteEntry | undefined>, notFoundRouteId: string): string[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : '';
    if (!route.path) return base;
    return `${base.replace(/\/$/, '')}/${route.path}`;
  };
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === notFoundRouteId || route.id === 'root') continue;
    if (!route.path && !route.index) continue;
    patterns.add(fullPath(route) || '/');
  }
  return [...patterns].sort();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function sitemap(siteUrl: string, pages: string[]): string {
  const urls = [...new Set(pages)].map((page) => `  <url><loc>${escapeXml(siteUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /student',
    'Disallow: /tutor',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;

/** .br and .gz beside each text file that they make smaller. */
function precompress(dist: string): void {
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name) && name !== SITE_ROUTES_FILE) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    }
  };
  walk(dist);
}
