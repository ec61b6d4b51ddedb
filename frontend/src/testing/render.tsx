import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../app/theme';
import { AuthProvider } from '../lib/auth';
import { Toaster } from '../components/ui/toaster';

/** Tests stand in for Amplify with vi.mock('aws-amplify/auth') and no stored keys: always ask it. */
const mockedSession = () => true;

/** Render a screen with the app's providers, at a route. */
export function renderAt(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider detectSession={mockedSession}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <Toaster />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** Answer fetch calls by path, as the server would: the network edge, not our own code. */
export function stubServer(routes: Record<string, () => Promise<Response> | Response>) {
  // `init` is unused here but typed, so a vi.fn around this records (and types) what was sent.
  const fetchMock = async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = routes[url.pathname + url.search] ?? routes[url.pathname];
    if (!handler) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    return handler();
  };
  return fetchMock;
}

/** The JSON body of the first `method` request to `path` that a fetch mock received. */
export function sentJson(fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'POST'): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input).includes(path) && (init as RequestInit | undefined)?.method === method,
  );
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const testConfig = {
  apiUrl: '/api',
  region: 'us-east-1',
  userPoolId: 'local_test',
  userPoolClientId: 'client',
  trialBookingUrl: 'https://calendly.com/test/free-trial',
};
