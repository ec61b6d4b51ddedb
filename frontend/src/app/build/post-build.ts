import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_ROUTES_FILE, type SiteRoutes } from '@app/shared/site-routes';
import { PAGE_MANIFEST_FILE, type PageManifest } from '@app/shared/site/page-manifest';
import { sitemapXml } from '@app/shared/site/sitemap';
import { bundleEnhancer } from './bundle-enhancer';
import { externalizeInlineScripts, makeStaticPage } from './static-pages';

/**
 * What the build does after React Router has written the client files and prerendered the pages
 * (react-router.config.ts `buildEnd`), so that frontend/dist is what CloudFront and the local
 * server publish as is:
 *
 *  1. dist/client/* moves up to dist/ (the layout infra and the local server read).
 *  2. Inline scripts move to files under /assets: see `externalizeInlineScripts`. The pages that
 *     need no JavaScript then load no React, only their small enhancement script: static-pages.ts.
 *  3. sitemap.xml and robots.txt (the page function answers /sitemap.xml with the courses of the
 *     moment; this one is for a host without it).
 *  4. site-routes.json: which paths have a prerendered file, which are app routes (served the SPA
 *     fallback) — anything else gets the not-found page. Read at synth time (the CloudFront
 *     Function) and by the local server; never uploaded.
 *  5. page-manifest.json beside the kept server build, for the page function (functions/src/core/site).
 *  6. .br and .gz beside every text file, for the local server (CloudFront compresses by itself;
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
  /** Paths prerendered only so that React Router accepts a route's loader: deleted. */
  placeholders: string[];
  /** The kept server build (vite.config.ts), for the page function: its manifest is written there. */
  serverBuildDirectory: string;
}

export function postBuild(options: PostBuildOptions): void {
  const dist = options.buildDirectory;
  flattenClientDirectory(dist);
  for (const placeholder of options.placeholders) {
    const folder = path.join(dist, path.dirname(htmlFileOf(placeholder)));
    rmSync(folder, { recursive: true, force: true });
    rmSync(path.join(dist, `${placeholder.slice(1)}.data`), { force: true });
    // Its route's folder goes too when nothing else was prerendered there (/certificates).
    const parent = path.dirname(folder);
    if (parent !== dist && existsSync(parent) && readdirSync(parent).length === 0) rmSync(parent, { recursive: true });
  }
  const pages = prerenderedPages(dist);
  for (const page of pages) externalizeInlineScripts(dist, htmlFileOf(page));
  const enhancerUrl = bundleEnhancer(dist, options.enhancerEntry);
  for (const page of pages.filter((candidate) => options.withoutReact(candidate))) {
    makeStaticPage(dist, htmlFileOf(page), enhancerUrl);
  }
  externalizeInlineScripts(dist, '__spa-fallback.html');

  const coursePages = pages.filter((page) => page.startsWith('/courses/'));
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(options.siteUrl, [...options.sitemapPages, ...coursePages]));
  writeFileSync(path.join(dist, 'robots.txt'), robots(options.siteUrl));

  const siteRoutes: SiteRoutes = {
    pages,
    appRoutes: routePatterns(options.routes, options.notFoundRouteId),
    spaFallback: '/__spa-fallback.html',
    notFound: pages.includes(options.notFoundPath) ? `/${htmlFileOf(options.notFoundPath)}` : '/__spa-fallback.html',
  };
  writeFileSync(path.join(dist, SITE_ROUTES_FILE), `${JSON.stringify(siteRoutes, null, 2)}\n`);
  if (existsSync(options.serverBuildDirectory)) {
    const manifest: PageManifest = {
      enhancerUrl,
      siteUrl: options.siteUrl,
      sitemapPages: options.sitemapPages,
    };
    writeFileSync(path.join(options.serverBuildDirectory, PAGE_MANIFEST_FILE), JSON.stringify(manifest));
  }
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
