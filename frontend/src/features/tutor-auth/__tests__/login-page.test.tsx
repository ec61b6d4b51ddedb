import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@app/shared/auth/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, stubServer, testConfig } from '../../../testing/render';
import { TutorLoginPage } from '../login-page';

const auth = vi.hoisted(() => ({ signedIn: false, confirmed: [] as string[] }));

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => (auth.signedIn ? { tokens: { idToken: { toString: () => 'id-token' } } } : {}),
  signIn: vi.fn(async ({ password }: { password: string }) => {
    if (password === 'Temporary1') {
      return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } };
    }
    if (password !== 'right-password') {
      throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    }
    auth.signedIn = true;
    return { isSignedIn: true };
  }),
  confirmSignIn: vi.fn(async ({ challengeResponse }: { challengeResponse: string }) => {
    auth.confirmed.push(challengeResponse);
    auth.signedIn = true;
    return { isSignedIn: true };
  }),
  signOut: vi.fn(async () => {
    auth.signedIn = false;
  }),
}));

function renderLogin(account: Me) {
  vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig), '/api/me': () => json(account) }));
  return renderAt(
    <Routes>
      <Route path="/tutor/login" element={<TutorLoginPage />} />
      <Route path="/tutor" element={<p>tutor portal</p>} />
      <Route path="/student/dashboard" element={<p>student dashboard</p>} />
    </Routes>,
    '/tutor/login',
  );
}

async function signIn(password: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), 'khalid@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('TutorLoginPage', () => {
  beforeEach(async () => {
    auth.signedIn = false;
    auth.confirmed = [];
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });

  it('signs a tutor in to the portal, and links to the password reset', async () => {
    renderLogin(me('tutor'));
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?from=tutor',
    );
    await signIn('right-password');
    expect(await screen.findByText('tutor portal')).toBeInTheDocument();
  });

  it('says a refused password under the password field', async () => {
    renderLogin(me('tutor'));
    await signIn('wrong-password');
    const password = screen.getByLabelText(/Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Incorrect email or password.'));
  });

  it("has a tutor with a temporary password choose their own, under the back office's rule", async () => {
    renderLogin(me('tutor'));
    await signIn('Temporary1');
    const form = await screen.findByRole('form', { name: 'Choose your password' });
    const [chosen, confirm] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    await userEvent.type(chosen!, 'weakpass');
    await userEvent.type(confirm!, 'weakpass');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() =>
      expect(chosen).toHaveAccessibleDescription(expect.stringMatching(/upper- and lower-case letters and a digit/)),
    );
    expect(auth.confirmed).toEqual([]);

    await userEvent.clear(chosen!);
    await userEvent.clear(confirm!);
    await userEvent.type(chosen!, 'MyOwnPass9');
    await userEvent.type(confirm!, 'MyOwnPass9');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('tutor portal')).toBeInTheDocument();
    expect(auth.confirmed).toEqual(['MyOwnPass9']);
    expect(form).not.toBeInTheDocument();
  });

  it('sends a student who signs in here to their own dashboard', async () => {
    renderLogin(me('student'));
    await signIn('right-password');
    expect(await screen.findByText('student dashboard')).toBeInTheDocument();
  });

  it('sends a tutor who is already signed in straight to the portal', async () => {
    auth.signedIn = true;
    renderLogin(me('tutor'));
    expect(await screen.findByText('tutor portal')).toBeInTheDocument();
  });
});
