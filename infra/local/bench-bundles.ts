/**
 * What the production build sends to browsers (part of `npm run bench`, see bench.ts): the gzip
 * size of every JS and CSS file; for every prerendered page, the JS it runs on arrival (scripts
 * that run, with their static imports; a page without React runs only its enhancement script)
 * and its HTML, brotli; the app shell (what the SPA fallback page loads first), and what each
 * route adds on top of it. It reads the build output only (HTML files and the modules they
 * reference), so it works whatever the files are called and wherever the build puts its pages:
 * `dist/index.html` or `dist/client/index.html`, one HTML file per prerendered page or a
 * single-page shell.
 *
 * Route classes come from the build when it says which module serves which route (React Router
 * framework mode: the `window.__reactRouterManifest` module): a route is admin or student when its
 * path or the id of the route or one of its parents says so, and it adds its own module, its
 * parents' and their static imports. A build without that manifest (a plain single-page build)
 * does not say which route a chunk serves: then every chunk it loads lazily (dynamic imports, from
 * the home page's modules on) is listed as `lazy`, with its static imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface Asset {
  /** URL path under the site root, e.g. /assets/index-abc123.js. */
  url: string;
  bytes: number;
  gzip: number;
}

export interface RouteChunk {
  /** `lazy`: a lazily loaded chunk of a build that does not say which route it serves. */
  class: 'admin' | 'student' | 'public' | 'lazy';
  /** Route id and path (framework mode), or the chunk's file name. */
  name: string;
  /** The route's own module. */
  chunk: string;
  chunkGzip: number;
  /** Every JS file the route needs beyond the app shell (what the SPA fallback page loads). */
  adds: string[];
  addsGzip: number;
  /** Opened from the address bar: the shell and the route's modules (what `adds` adds to it). */
  firstLoadGzip: number;
}

/** A prerendered page: the JS it runs on arrival (every script that runs, with its static imports) and its HTML. */
export interface PageReport {
  /** The site path, e.g. / or /courses/abc. */
  path: string;
  js: string[];
  jsGzip: number;
  /** The HTML file, brotli at quality 11 (what CloudFront or the local server sends). */
  htmlBrotli: number;
  /** Whether the page ships without React (its React Router scripts inert). */
  withoutReact: boolean;
}

export interface BuildReport {
  distDir: string;
  /** The folder served as the site root (holds the home page's index.html). */
  webRoot: string;
  mode: 'framework' | 'single-page';
  htmlFiles: string[];
  assets: Asset[];
  home: { entries: string[]; js: string[]; jsGzip: number; css: string[]; cssGzip: number };
  /** The app shell: what the SPA fallback page (the back office, the student area, forms) loads first. */
  shell: { js: string[]; jsGzip: number };
  pages: PageReport[];
  routes: RouteChunk[];
  notes: string[];
}

const SITE = 'http://site';
/** The type a page without React gives its React Router scripts (frontend/src/app/build/static-pages.ts). */
const INERT_SCRIPT_TYPE = 'text/x-app-script';

export async function analyseBuild(distDir: string): Promise<BuildReport> {
  await init;
  if (!existsSync(distDir)) throw new Error(`${distDir} does not exist: nothing was built`);
  const files = walk(distDir);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const homeHtml = htmlFiles
    .filter((file) => path.basename(file) === 'index.html')
    .sort((a, b) => a.split(path.sep).length - b.split(path.sep).length || a.localeCompare(b))[0];
  if (!homeHtml) throw new Error(`No index.html in ${distDir}`);
  const webRoot = path.dirname(homeHtml);
  const notes: string[] = [];

  const gzipCache = new Map<string, Asset>();
  const asset = (url: string): Asset | null => {
    let found = gzipCache.get(url);
    if (!found) {
      const file = fileOf(webRoot, url);
      if (!file) return null;
      const content = readFileSync(file);
      found = { url, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
      gzipCache.set(url, found);
    }
    return found;
  };
  const assets = files
    .filter((file) => /\.(m?js|css)$/.test(file) && file.startsWith(webRoot + path.sep))
    .map((file) => asset('/' + path.relative(webRoot, file).split(path.sep).join('/'))!)
    .sort((a, b) => b.gzip - a.gzip);

  const graph = new ModuleGraph(webRoot);
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (asset(url)?.gzip ?? 0), 0);

  // The home page: its module scripts, modulepreload links and inline module scripts' imports.
  const page = readHtml(homeHtml);
  const entries = [...new Set([...page.scripts, ...page.preloads, ...page.inlineImports])].filter((url) =>
    /\.m?js$/.test(url),
  );
  const initial = graph.closure(entries);
  for (const missing of graph.missing) notes.push(`the home page references ${missing}, which is not in the build`);
  const css = page.stylesheets.filter((url) => asset(url));

  const entriesOf = (html: ReturnType<typeof readHtml>) =>
    [...new Set([...html.scripts, ...html.preloads, ...html.inlineImports])].filter((url) => /\.m?js$/.test(url));
  const fallbackHtml = htmlFiles.find((file) => path.basename(file) === '__spa-fallback.html');
  const shell = fallbackHtml ? graph.closure(entriesOf(readHtml(fallbackHtml))) : initial;
  const pages: PageReport[] = htmlFiles
    .filter((file) => path.basename(file) === 'index.html' && file.startsWith(webRoot + path.sep))
    .map((file) => {
      const relative = path.relative(webRoot, path.dirname(file)).split(path.sep).join('/');
      const html = readFileSync(file);
      const js = [...graph.closure(entriesOf(readHtml(file)))];
      const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      return {
        path: `/${relative}`,
        js,
        jsGzip: sum(js),
        htmlBrotli: brotli.length,
        withoutReact: html.includes(INERT_SCRIPT_TYPE),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  const routes: RouteChunk[] = [];
  const manifest = findRouterManifest(webRoot, assets);
  const mode = manifest ? 'framework' : 'single-page';
  if (manifest) {
    const byId = new Map(Object.entries(manifest.routes));
    for (const route of byId.values()) {
      const chain: ManifestRoute[] = [];
      for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
        chain.unshift(at);
      }
      const fullPath = chain
        .map((r) => r.path ?? '')
        .filter(Boolean)
        .join('/');
      const said = (word: string) =>
        fullPath.split('/').some((part) => part.includes(word)) || chain.some((r) => r.id.includes(word));
      const routeClass = said('admin') ? 'admin' : said('student') ? 'student' : 'public';
      if (!route.module || route.id === 'root') continue;
      const needed = graph.closure(chain.flatMap((r) => [r.module, ...(r.imports ?? []), ...moduleFieldsOf(r)]));
      const adds = [...needed].filter((url) => !shell.has(url));
      routes.push({
        class: routeClass,
        name: `${route.id} (/${fullPath}${route.index ? ' index' : ''})`,
        chunk: route.module,
        chunkGzip: sum([route.module]),
        adds,
        addsGzip: sum(adds),
        firstLoadGzip: sum(shell) + sum(adds),
      });
    }
  } else {
    notes.push('no route manifest in the build: every lazily loaded chunk is listed, whatever its route');
    const seen = new Set<string>();
    const queue = [...initial];
    while (queue.length) {
      for (const url of graph.dynamicImportsOf(queue.shift()!)) {
        if (seen.has(url) || initial.has(url)) continue;
        seen.add(url);
        const needed = graph.closure([url]);
        queue.push(...needed);
        const adds = [...needed].filter((file) => !initial.has(file));
        routes.push({
          class: 'lazy',
          name: path.basename(url),
          chunk: url,
          chunkGzip: sum([url]),
          adds,
          addsGzip: sum(adds),
          firstLoadGzip: sum(initial) + sum(adds),
        });
      }
    }
  }
  for (const missing of graph.missing) {
    if (!notes.some((note) => note.includes(missing))) notes.push(`${missing} is imported but not in the build`);
  }
  routes.sort((a, b) => a.class.localeCompare(b.class) || b.addsGzip - a.addsGzip);

  return {
    distDir,
    webRoot,
    mode,
    htmlFiles: htmlFiles.map((file) => path.relative(distDir, file)),
    assets,
    home: { entries, js: [...initial], jsGzip: sum(initial), css, cssGzip: sum(css) },
    shell: { js: [...shell], jsGzip: sum(shell) },
    pages,
    routes,
    notes,
  };
}

/** Every file under `dir`, recursively. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The file a site URL path names under the web root, or null (outside the build, or missing). */
function fileOf(webRoot: string, url: string): string | null {
  const pathname = decodeURIComponent(new URL(url, SITE).pathname);
  const file = path.join(webRoot, pathname);
  if (!file.startsWith(webRoot + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Same-site URL paths only (a URL on another host is not part of the build). */
function sitePath(reference: string, base: string): string | null {
  const url = new URL(reference, new URL(base, SITE));
  return url.origin === SITE ? url.pathname : null;
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** The scripts that run, modulepreload and stylesheet links, and the imports of inline module scripts of a page. */
function readHtml(file: string) {
  const html = readFileSync(file, 'utf8');
  const base = '/index.html';
  const scripts: string[] = [];
  const inlineImports: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1]!);
    // Only scripts that run: a data block or an inert script (a page without React) loads nothing.
    const type = attrs.type?.toLowerCase();
    if (type !== undefined && type !== '' && type !== 'module' && type !== 'text/javascript') continue;
    if (attrs.src !== undefined) {
      const url = sitePath(attrs.src, base);
      if (url) scripts.push(url);
    } else if (attrs.type === 'module') {
      // An inline bootstrap runs at once: its dynamic imports load as early as its static ones.
      for (const imported of parse(match[2]!)[0]) {
        const url = imported.n ? sitePath(imported.n, base) : null;
        if (url) inlineImports.push(url);
      }
    }
  }
  const preloads: string[] = [];
  const stylesheets: string[] = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]!);
    const url = attrs.href ? sitePath(attrs.href, base) : null;
    if (!url) continue;
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) preloads.push(url);
    if (rel.includes('stylesheet')) stylesheets.push(url);
  }
  return { scripts, preloads, inlineImports, stylesheets };
}

/** Static and dynamic imports between the built modules, read with es-module-lexer. */
class ModuleGraph {
  readonly missing = new Set<string>();
  private parsed = new Map<string, ReturnType<typeof parse>[0]>();

  constructor(private readonly webRoot: string) {}

  private read(url: string) {
    let found = this.parsed.get(url);
    if (!found) {
      const file = fileOf(this.webRoot, url);
      if (!file) {
        this.missing.add(url);
        return null;
      }
      found = parse(readFileSync(file, 'utf8'))[0];
      this.parsed.set(url, found);
    }
    return found;
  }

  /** `urls` and everything they import statically, transitively. */
  closure(urls: Iterable<string>): Set<string> {
    const done = new Set<string>();
    const queue = [...urls];
    while (queue.length) {
      const url = queue.shift()!;
      if (done.has(url)) continue;
      const module = this.read(url);
      if (!module) continue;
      done.add(url);
      for (const imported of module) {
        if (imported.d !== -1 || !imported.n) continue; // -1: a static import or export-from
        const target = sitePath(imported.n, url);
        if (target && !done.has(target)) queue.push(target);
      }
    }
    return done;
  }

  /** The JS modules a module imports dynamically (literal specifiers only). */
  dynamicImportsOf(url: string): string[] {
    const module = this.read(url);
    if (!module) return [];
    return module.flatMap((imported) => {
      if (imported.d < 0 || !imported.n) return [];
      const target = sitePath(imported.n, url);
      return target && /\.m?js$/.test(target) ? [target] : [];
    });
  }
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  [field: string]: unknown;
}

/** Split route modules (client loader, action…) a route may list besides its main module. */
function moduleFieldsOf(route: ManifestRoute): string[] {
  return Object.entries(route)
    .filter(([key, value]) => key !== 'module' && /Module$/.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
}

/** React Router's browser manifest (framework mode), if the build has one. */
function findRouterManifest(webRoot: string, assets: Asset[]): { routes: Record<string, ManifestRoute> } | null {
  for (const { url } of assets) {
    if (!url.endsWith('.js')) continue;
    const code = readFileSync(fileOf(webRoot, url)!, 'utf8');
    const match = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(code);
    if (!match) continue;
    try {
      return JSON.parse(match[1]!) as { routes: Record<string, ManifestRoute> };
    } catch {
      return null;
    }
  }
  return null;
}
