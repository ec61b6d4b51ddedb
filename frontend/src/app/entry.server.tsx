import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from './emotion-cache';

/**
 * Renders a page to HTML: at build time (prerendering, and the SPA fallback), in the dev server,
 * and in the page function, which renders the catalogue, course and About pages on request. It
 * waits for the whole page (onAllReady): the HTML is complete, with no streamed boundaries.
 *
 * Chakra UI styles with emotion: the page renders into a cache of its own in "compat" mode (rules
 * are collected instead of written as <style> tags beside each element), and the rules the page
 * uses go into its <head>. The first paint then needs no JavaScript and no extra request, and
 * entry.client's cache (same key) adopts these tags on hydration instead of inserting them again.
 */
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const cache = createEmotionCache();
  cache.compat = true;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        onAllReady() {
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timer);
              const html = withCriticalStyles(Buffer.concat(chunks).toString('utf8'), cache);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(html, { status, headers: responseHeaders }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The page's emotion rules as <style> tags before </head>, in the shape @emotion/server writes
 * them: one tag per <Global> block (`data-emotion="css-global <name>"`, which that <Global> finds
 * and reuses in the browser) and one tag with every rule whose class the HTML uses
 * (`data-emotion="css <id> <id> …"`, whose ids the browser's cache marks as inserted).
 */
function withCriticalStyles(html: string, cache: EmotionCache): string {
  const used = new Set(Array.from(html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')), (m) => m[1]));
  let globals = '';
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    } else if (used.has(id)) {
      ids.push(id);
      rules += css;
    }
  }
  const styles = `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
  return html.replace('</head>', `${styles}</head>`);
}
