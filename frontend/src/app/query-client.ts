import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip may.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient (route clientLoaders fill it before their page renders); when
 * prerendering, a new one per page, so no page's data leaks into another's HTML.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
