import { createHash } from 'node:crypto';

/**
 * What turns React Router's HTML into the site's pages, for the build (every prerendered page)
 * and for the page function (the pages of the school's data it renders on request), so both make the same
 * document. Pure string work: the caller names and stores the script files.
 *
 * 1. `externalizeScripts`. The site's CSP allows scripts from the site only (`script-src 'self'`,
 *    no hashes, no nonces), so no inline script may run. React Router writes some: the router's
 *    context and the page's loader data streamed after it, ScrollRestoration's restore script,
 *    and the module that imports the route modules and starts the app. Each moves to a file named
 *    by its content (`nameScript`), replaced where it stands by a `<script src>` with the same
 *    attributes, so the document keeps the elements React hydrates: a classic script stays
 *    parser-blocking and in order; the module script loses `async` (React takes an async script
 *    with a src for a third-party one and would not hydrate it). Hashes in the CSP were the other
 *    way: the data script differs per page, and a CloudFront response-headers policy holds about
 *    25 of them, so a catalogue would outgrow it. Data blocks (JSON-LD) stay inline: browsers
 *    never run them, CSP does not govern them.
 *
 * 2. `withoutReact`, for pages that need no JavaScript: each React Router script stays where it
 *    is with its attributes, but typed `APP_SCRIPT_TYPE`, which browsers neither fetch nor run
 *    (its own type kept in `data-app-type`), so the document is still the one React would
 *    hydrate; the modulepreload links go (React puts them back if it hydrates); the page's small
 *    enhancement script is added at the end of the head, deferred. That script turns the others
 *    back on for a browser holding a session (frontend/src/enhance).
 */
export const APP_SCRIPT_TYPE = 'text/x-app-script';

/** A script's file name, `<kind>-<hash of its content>.js`. */
export function scriptFileName(kind: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 12);
  return `${kind}-${hash}.js`;
}

/** A script's URL under /assets, named by its content (so it is cached for good, like the bundles). */
export function scriptUrl(kind: string, code: string): string {
  return `/assets/${scriptFileName(kind, code)}`;
}

export interface ScriptFile {
  /** The URL path it is served at, e.g. /assets/page-AbC123.js. */
  url: string;
  code: string;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE = new Set(['module', 'text/javascript']);

function typeOf(attributes: string): string | undefined {
  return /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
}

const runs = (attributes: string) => {
  const type = typeOf(attributes);
  return type === undefined || EXECUTABLE.has(type);
};

/** Moves every inline script that would run to a file; `nameScript` gives its URL from its kind and code. */
export function externalizeScripts(
  html: string,
  nameScript: (kind: 'boot' | 'page', code: string) => string,
): { html: string; scripts: ScriptFile[] } {
  const scripts: ScriptFile[] = [];
  const out = html.replace(SCRIPT_TAG, (tag, attributes: string, code: string) => {
    if (!runs(attributes) || /\bsrc\s*=/i.test(attributes) || !code.trim()) return tag;
    const module = typeOf(attributes) === 'module';
    const url = nameScript(module ? 'boot' : 'page', code);
    scripts.push({ url, code });
    const kept = module ? attributes.replace(/\s+async(=(""|''|\S+))?(?=\s|$)/i, '') : attributes;
    return `<script${kept} src="${url}"></script>`;
  });
  for (const [tag, attributes = '', code = ''] of out.matchAll(SCRIPT_TAG)) {
    if (code.trim() && runs(attributes))
      throw new Error(`An inline script is left (CSP would block it): ${tag.slice(0, 120)}`);
  }
  return { html: out, scripts };
}

/** A page whose scripts are external (see above) made into one that loads no React, only `enhancerUrl`. */
export function withoutReact(html: string, enhancerUrl: string): string {
  let out = html.replace(/<script\b([^>]*)>(\s*)<\/script>/gi, (tag, attributes: string) => {
    if (!/\bsrc\s*=/i.test(attributes) || !runs(attributes)) return tag;
    const typeMatch = /\s+type\s*=\s*(["'])([^"']*)\1/i.exec(attributes);
    const rest = typeMatch ? attributes.replace(typeMatch[0], '') : attributes;
    const appType = typeOf(attributes) === 'module' ? 'module' : 'classic';
    return `<script type="${APP_SCRIPT_TYPE}" data-app-type="${appType}"${rest}></script>`;
  });
  out = out.replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '');
  if (!out.includes('</head>')) throw new Error('No </head> to put the enhancement script before');
  out = out.replace('</head>', `<script defer src="${enhancerUrl}"></script></head>`);
  const left = [...out.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes = '']) => runs(attributes) && !attributes.includes(enhancerUrl),
  );
  if (left.length > 0) throw new Error(`A script would still run: ${left[0]?.[0]}`);
  return out;
}
