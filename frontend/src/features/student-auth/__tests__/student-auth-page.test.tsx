import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { signIn } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_INTAKE_KEY } from '@app/shared/leads/schemas';
import type { Me } from '@app/shared/auth/schemas';
import { loadConfig } from '../../../config/env';
import { me } from '../../../testing/fixtures';
import { json, renderAt, sentJson, stubServer, testConfig } from '../../../testing/render';
import { StudentAuthPage } from '../student-auth-page';

// Amplify is the edge to Cognito: a session exists once signIn has succeeded.
const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => (session.signedIn ? { tokens: { idToken: { toString: () => 'id-token' } } } : {}),
  signIn: vi.fn(async () => {
    session.signedIn = true;
    return { isSignedIn: true };
  }),
  signOut: vi.fn(async () => {
    session.signedIn = false;
  }),
}));

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAuth(path: string) {
  return renderAt(
    <Routes>
      <Route path="/student-auth" element={<StudentAuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

function serve(account: Me, routes: Parameters<typeof stubServer>[0] = {}) {
  const fetchMock = vi.fn(stubServer({ '/api/me': () => json(account), ...routes }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Both tabs stay mounted (nothing typed is lost on switching); the visible one is the only tabpanel role.
const field = (name: RegExp) => within(screen.getByRole('tabpanel')).getByLabelText(name, { selector: 'input' });

describe('StudentAuthPage', () => {
  beforeEach(async () => {
    session.signedIn = false;
    vi.stubGlobal('fetch', stubServer({ '/config.json': () => json(testConfig) }));
    await loadConfig();
  });
  afterEach(() => {
    vi.mocked(signIn).mockClear();
    window.localStorage.clear();
  });

  it('shows the first error in a Validation Error toast and under the field, keeping what was typed', async () => {
    serve(me('student'));
    renderAuth('/student-auth');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Invalid email address')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('not-an-email');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('logs a student in and follows the redirect', async () => {
    serve(me('student'));
    renderAuth('/student-auth?redirect=/student/book-session/c1');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('at /student/book-session/c1')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in.')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'sara@example.com', password: 'secret123' }),
    );
  });

  it('sends an admin who logs in here to the admin dashboard', async () => {
    serve(me('admin'));
    renderAuth('/student-auth?courseId=c1');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'admin@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /admin/dashboard')).toBeInTheDocument();
  });

  it("shows the provider's message when the login fails", async () => {
    serve(me('student'));
    vi.mocked(signIn).mockRejectedValueOnce(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderAuth('/student-auth');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    // Said under the password, which takes focus (read once, one answer whatever the address), and
    // in a toast that is shown but not announced again.
    const password = field(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Incorrect email or password.');
    expect(password).toBeInvalid();
    const toast = (await screen.findByText('Login Failed')).closest('[role="status"]');
    expect(toast).toHaveAttribute('aria-live', 'off');
    expect(field(/^Password/)).toHaveValue('wrong-pass');
  });

  it('signs up with the saved intake answers, signs in, and goes to the packages of the course', async () => {
    window.localStorage.setItem(
      SAVED_INTAKE_KEY,
      JSON.stringify({
        fullName: 'Maryam Khan',
        email: 'maryam@example.com',
        level: 'beginner',
        goals: ['Conversation', 'Not a goal'],
        why: 'To speak with my family',
        ageGroup: 'adult',
      }),
    );
    const fetchMock = serve(me('student'), {
      '/api/auth/signup': () => json({ email: 'maryam@example.com' }, 202),
      '/api/auth/verify-email': () => new Response(null, { status: 204 }),
    });
    renderAuth('/student-auth?redirect=/packages&courseId=c1');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));

    // Name and e-mail come from the intake form the visitor just filled in.
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Maryam Khan');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone \(Optional\)/ }), '+44 20 7946 0000');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.type(field(/^Confirm Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    // The same answer for every address: the code mailed to a new one is typed back, then sign-in.
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('at /packages?courseId=c1')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/auth/verify-email')).toEqual({
      email: 'maryam@example.com',
      code: '123456',
      password: 'secret123',
    });
    expect(sentJson(fetchMock, '/api/auth/signup')).toEqual({
      fullName: 'Maryam Khan',
      email: 'maryam@example.com',
      phone: '+44 20 7946 0000',
      password: 'secret123',
      intake: { ageGroup: 'adult', level: 'beginner', goals: ['Conversation'], why: 'To speak with my family' },
    });
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'maryam@example.com', password: 'secret123' }),
    );
  });

  it('tells a parent who already has an account to log in: the answers given for the child are kept', async () => {
    window.localStorage.setItem(
      SAVED_INTAKE_KEY,
      JSON.stringify({ fullName: 'Yusuf Ali', email: 'sara@example.com', level: 'beginner', goals: [], why: '' }),
    );
    serve(me('student'));
    renderAuth('/student-auth?redirect=/packages&courseId=c1');
    expect(await screen.findByText('Already have an account?')).toBeInTheDocument();
    expect(
      screen.getByText(
        /please log in rather than signing up again\. The answers you just gave for Yusuf Ali are kept, and you can add Yusuf Ali to your account in one click\./,
      ),
    ).toBeInTheDocument();
    // Sign Up stays first: most people sent here have no account yet.
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('at /packages?courseId=c1')).toBeInTheDocument();
    // Kept for the packages page, which offers to add Yusuf.
    expect(window.localStorage.getItem(SAVED_INTAKE_KEY)).toContain('Yusuf Ali');
  });

  it('says nothing of the kind to someone who came without an intake', async () => {
    serve(me('student'));
    renderAuth('/student-auth');
    await screen.findByRole('tab', { name: 'Login' });
    expect(screen.queryByText('Already have an account?')).not.toBeInTheDocument();
  });

  it("shows the server's message when the sign-up fails, keeps what was typed, and does not sign in", async () => {
    serve(me('student'), {
      '/api/auth/signup': () =>
        json(
          {
            error: {
              code: 'INTERNAL_ERROR',
              message: 'We could not create your account. Please try again in a moment.',
            },
          },
          500,
        ),
    });
    renderAuth('/student-auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Sara Ali');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.type(field(/^Confirm Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('group', { name: 'Sign Up Failed' });
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('We could not create your account. Please try again in a moment.');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Sara Ali');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says a wrong code under the code field, and offers a new one', async () => {
    const fetchMock = serve(me('student'), {
      '/api/auth/signup': () => json({ email: 'sara@example.com' }, 202),
      '/api/auth/verify-email': () =>
        json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'That code is wrong or has expired. Please ask for a new one.',
              fields: { code: 'That code is wrong or has expired. Please ask for a new one.' },
            },
          },
          400,
        ),
      '/api/auth/verification-code': () => json({ email: 'sara@example.com' }, 202),
    });
    renderAuth('/student-auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Sara Ali');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.type(field(/^Confirm Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const code = await screen.findByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('That code is wrong or has expired. Please ask for a new one.');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(sentJson(fetchMock, '/api/auth/verification-code')).toEqual({ email: 'sara@example.com' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("flags passwords that don't match", async () => {
    serve(me('student'));
    renderAuth('/student-auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Sara Ali');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'sara@example.com');
    await userEvent.type(field(/^Password/), 'secret123');
    await userEvent.type(field(/^Confirm Password/), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    // The toast, the error summary (focused: it is what is read) and the field's own description.
    const summary = await screen.findByRole('group', { name: 'One answer needs attention' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByText("Passwords don't match")).toHaveLength(3);
    expect(field(/^Confirm Password/)).toHaveAccessibleDescription("Passwords don't match");
    await userEvent.click(within(summary).getByRole('link', { name: "Passwords don't match" }));
    expect(field(/^Confirm Password/)).toHaveFocus();
  });

  it('sends someone already signed in straight on', async () => {
    session.signedIn = true;
    serve(me('student'));
    renderAuth('/student-auth?redirect=//evil.example');
    expect(await screen.findByText('at /student/dashboard')).toBeInTheDocument();
  });
});
