import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '../components/ui/toaster';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The toaster is one store for the whole file (at most 4 shown): a test must not inherit the last one's toasts.
  toaster.remove();
});

// jsdom lacks these; Chakra's components ask for them. (A file that runs in Node's own
// environment, `@vitest-environment node`, has no window.)
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The app loads aws-amplify on first need (lib/auth-loader.ts). Load its core here, before any
// test's waiting starts, as the static import it replaced did; aws-amplify/auth, which the tests
// mock, is not among these.
await import('aws-amplify');
await import('aws-amplify/utils');
