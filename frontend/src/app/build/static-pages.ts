import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Public pages that need no JavaScript ship none: home, courses, course pages (when prerendered
 * with their data), about, legal pages, booking-confirmed and the 404 are HTML and CSS. React
 * Router prerenders them as hydratable pages; this step, run after the inline scripts have been
 * moved to files, turns each into a page that loads no React:
 *
 *  - every executable `<script src>` (the router's context and data, ScrollRestoration, the boot
 *    module) stays where it is, with the same attributes, but with `type` set to
 *    `APP_SCRIPT_TYPE`, which browsers neither fetch nor run; its own type is kept in
 *    `data-app-type`. The element stays so that the document is the one React would hydrate;
 *  - the `modulepreload` links go (React puts them back if the page is ever hydrated);
 *  - one small script of the page's own, `/assets/enhance-<hash>.js`, is added at the end of the
 *    head with `defer` (bundle-enhancer.ts): it wires the few interactive parts (carousel buttons, the video dialog, the
 *    level filter) and, when this browser holds a session (a signed-in student, tutor or admin),
 *    turns the scripts above back on, in order, so the page hydrates exactly as before and shows the
 *    signed-in header and the student's own side card.
 */
export const APP_SCRIPT_TYPE = 'text/x-app-script';

const EXECUTABLE = new Set(['module', 'text/javascript']);

/** Turns one prerendered page (its scripts already external) into a page without React. */
export function makeStaticPage(dist: string, htmlFile: string, enhancerUrl: string): void {
  const file = path.join(dist, htmlFile);
  let html = readFileSync(file, 'utf8');
  html = html.replace(/<script\b([^>]*)>(\s*)<\/script>/gi, (tag, attributes: string) => {
    if (!/\bsrc\s*=/i.test(attributes)) return tag;
    const typeMatch = /\s+type\s*=\s*(["'])([^"']*)\1/i.exec(attributes);
    const type = typeMatch?.[2]?.toLowerCase();
    if (type !== undefined && !EXECUTABLE.has(type)) return tag;
    const rest = typeMatch ? attributes.replace(typeMatch[0], '') : attributes;
    const appType = type === 'module' ? 'module' : 'classic';
    return `<script type="${APP_SCRIPT_TYPE}" data-app-type="${appType}"${rest}></script>`;
  });
  html = html.replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '');
  if (!html.includes('</head>')) throw new Error(`${htmlFile}: no </head> to put the enhancement script before`);
  html = html.replace('</head>', `<script defer src="${enhancerUrl}"></script></head>`);
  const left = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes = '']) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    return (type === undefined || EXECUTABLE.has(type)) && !attributes.includes(enhancerUrl);
  });
  if (left.length > 0) throw new Error(`${htmlFile}: a script would still run: ${left[0]?.[0]}`);
  writeFileSync(file, html);
}
