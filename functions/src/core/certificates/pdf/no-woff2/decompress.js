/**
 * Stands in for `brotli/decompress.js` in the certificate PDF's bundle (an esbuild alias, see
 * infra/lib/constructs/operation-function.ts). fontkit needs brotli only to read WOFF2 fonts;
 * the certificate's fonts are WOFF, and the decoder alone would add 486 kB to the function.
 */
export default function decompress() {
  throw new Error('WOFF2 fonts are not supported here: give the certificate WOFF or TTF fonts');
}
