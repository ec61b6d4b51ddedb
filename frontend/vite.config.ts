/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/aws-amplify') || id.includes('node_modules/@aws-amplify')) return 'auth';
          if (
            id.includes('node_modules/@chakra-ui') ||
            id.includes('node_modules/@ark-ui') ||
            id.includes('node_modules/@zag-js') ||
            id.includes('node_modules/@emotion')
          )
            return 'ui';
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
});
