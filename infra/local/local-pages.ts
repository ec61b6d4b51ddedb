import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { PAGE_MANIFEST_FILE, type PageManifest } from '@app/shared/site/page-manifest';

/**
 * The local page function: what CloudFront sends to the page function in AWS (/courses,
 * /courses/<id>, /about, /certificates/<code>, /sitemap.xml), answered by the same code (functions/src/core/site) with
 * the frontend's kept server build, in this process, against the local table. The scripts a page
 * moves out go to a temporary folder, served under /assets beside the build's.
 */
export interface LocalPages {
  /** Answers the request if it is one of those pages; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): Promise<boolean>;
  /** A script a page moved out, if this one is (`/assets/p/page-….js`). */
  scriptFile(pathname: string): string | null;
  close(): void;
}

export function localPages(serverBuildDir: string): LocalPages {
  const scriptsDir = mkdtempSync(path.join(os.tmpdir(), 'site-page-scripts-'));
  process.env.LOCAL_SITE_SCRIPTS_DIR = scriptsDir;
  let loaded: { stamp: number; build: ServerBuild; manifest: PageManifest } | undefined;
  const entry = path.join(serverBuildDir, 'index.js');

  // The build there now (a rebuild while the server runs is picked up on the next request).
  async function current() {
    if (!existsSync(entry) || !existsSync(path.join(serverBuildDir, PAGE_MANIFEST_FILE))) return null;
    const stamp = statSync(entry).mtimeMs;
    if (loaded?.stamp !== stamp) {
      const build = (await import(`${pathToFileURL(entry).href}?v=${stamp}`)) as ServerBuild;
      const manifest = JSON.parse(readFileSync(path.join(serverBuildDir, PAGE_MANIFEST_FILE), 'utf8')) as PageManifest;
      loaded = { stamp, build, manifest };
    }
    return loaded;
  }

  return {
    async handle(req, res, headers) {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      // Loaded here: the functions' modules read the stack's environment, set once it has started.
      const { answerSitePage, sitePageOf } = await import('@app/functions/core/site/site-pages');
      const page = sitePageOf(pathname);
      if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const build = await current();
      if (!build) return false;
      const { keepPageScripts } = await import('@app/functions/lib/page-scripts');
      const { pageRenderer } = await import('@app/functions/lib/page-renderer');
      const answer = await answerSitePage(page, {
        render: pageRenderer(build.build),
        manifest: build.manifest,
        keepScripts: keepPageScripts,
      });
      // CloudFront compresses what the function answers; so does this server.
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const body = Buffer.from(answer.body);
      const [encoding, encoded] = /\bbr\b/.test(accepts)
        ? ['br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]
        : /\bgzip\b/.test(accepts)
          ? ['gzip', gzipSync(body)]
          : [undefined, body];
      res.writeHead(answer.status, {
        ...headers,
        'content-type': answer.contentType,
        'cache-control': answer.cacheControl,
        ...(answer.location ? { location: answer.location } : {}),
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : encoded);
      return true;
    },
    scriptFile(pathname) {
      if (!/^\/assets\/p\/(page|boot)-[\w-]+\.js$/.test(pathname)) return null;
      const file = path.join(scriptsDir, pathname);
      return existsSync(file) ? file : null;
    },
    close() {
      rmSync(scriptsDir, { recursive: true, force: true });
    },
  };
}
