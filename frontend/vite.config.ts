/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';

export default defineConfig({
  root: import.meta.dirname,
  // React Router's plugin builds the app (framework mode: react-router.config.ts); the unit tests
  // render components alone, with the plain React plugin.
  plugins: [process.env.VITEST ? react() : reactRouter()],
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
  },
});
