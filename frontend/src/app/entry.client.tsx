import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from './emotion-cache';
import { holdQueryUntilHydrated } from './held-location';

holdQueryUntilHydrated();

// Same key as entry.server: the cache adopts the prerendered <style data-emotion="css …"> tags and
// their rules count as inserted, so hydration adds no duplicate and nothing flashes unstyled.
const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
