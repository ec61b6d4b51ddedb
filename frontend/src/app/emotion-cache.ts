import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Emotion's cache for Chakra UI's styles; the key must be the same when prerendering and in the browser. */
export const EMOTION_KEY = 'css';

/**
 * Properties that a browser the site supports still reads only with `-webkit-` (Safari for most,
 * Chrome's print engine for print-color-adjust). Every other property is written unprefixed.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'text-size-adjust',
  'print-color-adjust',
]);

/**
 * Instead of stylis' whole prefixer (emotion's default), which writes `-webkit-`, `-moz-` and
 * `-ms-` twins for flexbox, transforms and more that no current browser reads: about a sixth of
 * the CSS each page carries in its head. A declaration gets its `-webkit-` twin before it.
 */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_ONLY.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * One array for every cache: on the server, emotion keeps its compiled rules per plugin array, so
 * each page rendered (the prerender, the page function's requests) reuses what the last compiled.
 */
const STYLIS_PLUGINS = [webkitPrefixes];

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS });
}
