import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { LoginPage } from '../login-page';

const auth = vi.hoisted(() => ({ signedIn: false }));

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => (auth.signedIn ? { tokens: { idToken: { toString: () => 'id-token' } } } : {}),
  signIn: vi.fn(async ({ password }: { password: string }) => {
    if (password !== 'right-password') throw new Error('Incorrect username or password.');
    auth.signedIn = true;
    return { isSignedIn: true };
  }),
  signOut: vi.fn(async () => {
    auth.signedIn = false;
  }),
}));

/** Toasts on screen, not those already dismissed and fading out. */
const openToasts = (title: string) =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]')].filter((toast) =>
    toast.textContent?.includes(title),
  );

function renderLogin() {
  return renderAt(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
    </Routes>,
    '/admin/login',
  );
}

describe('admin LoginPage', () => {
  beforeEach(async () => {
    auth.signedIn = false;
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    auth.signedIn = true;
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/me': () => json(me('admin')), '/api/setup/status': () => json({ open: false }) }),
    );
    renderLogin();
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
  });

  it('links to the setup only while setup is open', async () => {
    vi.stubGlobal('fetch', stubServer({ '/api/setup/status': () => json({ open: true }) }));
    const { unmount } = renderLogin();
    expect(await screen.findByRole('link', { name: 'Set up the first admin account' })).toHaveAttribute(
      'href',
      '/admin/setup',
    );
    unmount();

    vi.stubGlobal('fetch', stubServer({ '/api/setup/status': () => json({ open: false }) }));
    renderLogin();
    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Set up/ })).not.toBeInTheDocument());
  });

  it('keeps one Login Failed toast and clears it when the next attempt succeeds', async () => {
    vi.stubGlobal(
      'fetch',
      stubServer({ '/api/me': () => json(me('admin')), '/api/setup/status': () => json({ open: false }) }),
    );
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@example.com');
    const password = screen.getByLabelText(/Password/);
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // On the page and focused, so it is read; the toast shows it too.
    const alert = await screen.findByRole('group', { name: 'Login Failed' });
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(openToasts('Incorrect username or password.')).toHaveLength(1));

    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    await waitFor(() => expect(openToasts('Login Failed')).toHaveLength(0));
  });
});
