import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { json, stubServer, testConfig } from '../../testing/render';
import { me } from '../../testing/fixtures';
import { AuthProvider, useAuth } from '../auth';
import { hasStoredSession } from '../auth-loader';

// Amplify is the edge to Cognito: count the downloads of the module that wraps it.
const amplify = vi.hoisted(() => ({ loads: 0, signedIn: false }));
vi.mock('../amplify-auth', () => {
  amplify.loads++;
  return {
    configure: vi.fn(),
    idToken: async () => (amplify.signedIn ? 'id-token' : undefined),
    onAuthEvent: () => () => {},
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    confirmSignIn: vi.fn(),
  };
});

const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.client.LastAuthUser';

function Status() {
  const { state } = useAuth();
  return <p>{state.status === 'signedIn' ? `signed in as ${state.me.email}` : state.status}</p>;
}

function renderProvider() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Status />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('the session check before Amplify', () => {
  afterEach(() => window.localStorage.clear());

  it("reads Amplify's LastAuthUser key from localStorage, whatever the app client", () => {
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('intake-form', '{}');
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem(LAST_AUTH_USER, 'sara@example.com');
    expect(hasStoredSession()).toBe(true);
  });

  // Before the test below: once downloaded, Amplify stays loaded for the rest of the file.
  it('tells a visitor without a session signed out without downloading Amplify or /config.json', async () => {
    const fetchMock = vi.fn(stubServer({}));
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(amplify.loads).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads Amplify, configured from /config.json, when a session may exist', async () => {
    amplify.signedIn = true;
    window.localStorage.setItem(LAST_AUTH_USER, 'sara@example.com');
    const fetchMock = vi.fn(
      stubServer({ '/config.json': () => json(testConfig), '/api/me': () => json(me('student')) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await loadConfig();
    renderProvider();
    expect(await screen.findByText('signed in as sara@example.com')).toBeInTheDocument();
    expect(amplify.loads).toBe(1);
    const meCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/me'));
    expect((meCall?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer id-token');
  });
});
