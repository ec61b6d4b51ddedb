/// <reference types="vitest/config" />
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import { siteFonts } from './src/app/build/font-subsets.ts';

/**
 * React Router deletes its server build at the end of a build without SSR (`ssr: false`), once it
 * has prerendered the pages. The page function renders the catalogue pages with that same build
 * (functions/src/core/site), so a copy is kept in dist-server/ as soon as it is written (before React Router's
 * own handler of the same hook runs: `order: 'pre'`, and the copy is synchronous).
 */
function keepServerBuild(): Plugin {
  const kept = path.join(import.meta.dirname, 'dist-server');
  return {
    name: 'keep-server-build',
    writeBundle: {
      order: 'pre',
      handler(options) {
        if (this.environment.name !== 'ssr' || !options.dir) return;
        rmSync(kept, { recursive: true, force: true });
        cpSync(options.dir, kept, { recursive: true });
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // React Router's plugin builds the app (framework mode: react-router.config.ts); the unit tests
  // render components alone, with the plain React plugin. Both need the site's fonts cut first
  // (src/app/build/font-subsets.ts).
  plugins: [siteFonts(import.meta.dirname), ...(process.env.VITEST ? [react()] : [keepServerBuild(), reactRouter()])],
  resolve: {
    // zod without its eval probe, which the CSP refuses (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: path.join(import.meta.dirname, 'src/lib/zod-jitless.ts') }],
  },
  define: {
    // The site's public address in canonical URLs and Open Graph tags (src/app/site.ts; the
    // sitemap reads the same variable: src/app/build/post-build.ts).
    __SITE_URL__: JSON.stringify((process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '')),
  },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
  build: {
    // ANALYZE=1: source maps, to see what each chunk is made of.
    sourcemap: process.env.ANALYZE === '1',
    // Fonts stay files, however small: the CSP allows fonts from the site only (no data: URLs).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
