import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's cache for Chakra UI's styles; the key must be the same when prerendering and in the browser. */
export const EMOTION_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
