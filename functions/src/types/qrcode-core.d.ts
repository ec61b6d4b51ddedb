/**
 * The qrcode package's encoder alone (its main module also loads the PNG, SVG and terminal
 * renderers). Same `create` as `import { create } from 'qrcode'`, typed by @types/qrcode.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
