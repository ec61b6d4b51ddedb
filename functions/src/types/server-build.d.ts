/**
 * The frontend's server build (React Router), kept by the frontend build in frontend/dist-server
 * and bundled into the page function under this name (infra: the function's esbuild alias).
 */
declare module '@app/server-build/index.js';
declare module '@app/server-build/page-manifest.json' {
  const manifest: import('@app/shared/site/page-manifest').PageManifest;
  export default manifest;
}
