import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@app/shared/auth/schemas';
import { apiCall } from './api-client';
import { amplifyAuthRequested, hasStoredSession, loadAmplifyAuth, type AmplifyAuth } from './auth-loader';
import { forgetLearner } from './learner-storage';

type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; me: Me };

interface AuthContextValue {
  state: AuthState;
  /** Signs in (ending any other session first) and returns who that is, role included. */
  signIn(email: string, password: string): Promise<Me>;
  /** After `NewPasswordRequired`: sets the password the person chose and finishes signing in. */
  completeNewPassword(password: string): Promise<Me>;
  /** After `SignInCodeRequired`: the code from the authenticator app finishes signing in. */
  confirmSignInCode(code: string): Promise<Me>;
  /** The signed-in person's authenticator app: whether one is set, and setting one up. */
  twoFactor(): Promise<TwoFactorApi>;
  signOut(): Promise<void>;
  /** Reads who is signed in again, after something changed the account on the server (a saved profile). */
  reload(): Promise<Me | null>;
  /** The signed-in person replaces their password (the current one must be right). */
  changePassword(current: string, next: string): Promise<void>;
  /** Like reload, with new tokens first: for a change the tokens carry (a verified address). */
  reloadWithNewTokens(): Promise<Me | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadMe(auth: AmplifyAuth): Promise<Me | null> {
  if (!(await auth.idToken())) return null;
  return apiCall('GET /api/me');
}

/**
 * Who is signed in; the role is reloaded from the server whenever the session changes.
 *
 * aws-amplify is downloaded only when it is needed: a sign-in, a sign-out, or a session that may
 * exist. `detectSession` answers the last cheaply (by default: Amplify's LastAuthUser key in
 * localStorage), so a visitor who never signed in gets `signedOut` without the download. The state
 * starts as `loading` on the server and in the browser alike, so prerendered pages hydrate as rendered.
 */
export function AuthProvider({
  children,
  detectSession = hasStoredSession,
}: {
  children: ReactNode;
  detectSession?: () => boolean;
}) {
  const [state, setStateNow] = useState<AuthState>({ status: 'loading' });
  // The session check is asynchronous: its answer may come after the provider is gone (a page left,
  // a test torn down), and then there is no state to set.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const setState = useCallback((next: AuthState) => {
    if (mounted.current) setStateNow(next);
  }, []);
  const [auth, setAuth] = useState<AmplifyAuth | null>(null);
  const queryClient = useQueryClient();

  const ensureAuth = useCallback(async () => {
    const loaded = await loadAmplifyAuth();
    if (mounted.current) setAuth(loaded);
    return loaded;
  }, []);

  const refresh = useCallback(async () => {
    try {
      const me = await loadMe(await ensureAuth());
      setState(me ? { status: 'signedIn', me } : { status: 'signedOut' });
      return me;
    } catch {
      setState({ status: 'signedOut' });
      return null;
    }
  }, [ensureAuth, setState]);

  useEffect(() => {
    if (detectSession() || amplifyAuthRequested()) void refresh();
    else setState({ status: 'signedOut' });
  }, [detectSession, refresh, setState]);

  useEffect(() => {
    if (!auth) return;
    return auth.onAuthEvent((event) => {
      // signIn() below reloads the role itself; a refreshed token may carry new groups.
      if (event === 'tokenRefresh') void refresh();
      if (event === 'signedOut' || event === 'tokenRefresh_failure') setState({ status: 'signedOut' });
    });
  }, [auth, refresh, setState]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      async signIn(email, password) {
        const amplify = await ensureAuth();
        await amplify.signOut().catch(() => {});
        const result = await amplify
          .signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } })
          .catch((error: unknown) => {
            if (temporaryPasswordExpired(error)) throw new Error(TEMPORARY_PASSWORD_EXPIRED);
            throw wrongCredentials(error) ? new Error(WRONG_CREDENTIALS) : error;
          });
        if (result.nextStep?.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
          throw new NewPasswordRequired();
        if (result.nextStep?.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') throw new SignInCodeRequired();
        if (!result.isSignedIn) throw new Error('Sign-in needs another step that this site does not support.');
        const me = await refresh();
        if (!me) throw new Error('Could not load your account. Please try again.');
        return me;
      },
      async completeNewPassword(password) {
        const amplify = await ensureAuth();
        const result = await amplify.confirmSignIn({ challengeResponse: password });
        if (!result.isSignedIn) throw new Error('Sign-in needs another step that this site does not support.');
        const me = await refresh();
        if (!me) throw new Error('Could not load your account. Please try again.');
        return me;
      },
      async signOut() {
        const amplify = await ensureAuth();
        try {
          await amplify.signOut();
        } finally {
          // Signed out here even when Cognito could not be told (an account just deleted).
          // Loaded here, not up front: it brings the shared zod schemas, which public pages must not load.
          (await import('./saved-intake')).clearSavedIntake();
          forgetLearner();
          queryClient.clear();
          setState({ status: 'signedOut' });
        }
      },
      reload: refresh,
      async confirmSignInCode(code) {
        const amplify = await ensureAuth();
        const result = await amplify.confirmSignIn({ challengeResponse: code }).catch((error: unknown) => {
          throw error instanceof Error && error.name === 'CodeMismatchException'
            ? new Error(WRONG_SIGN_IN_CODE)
            : error;
        });
        if (!result.isSignedIn) throw new Error('Sign-in needs another step that this site does not support.');
        const me = await refresh();
        if (!me) throw new Error('Could not load your account. Please try again.');
        return me;
      },
      async twoFactor() {
        const amplify = await ensureAuth();
        return {
          async enabled() {
            const preference = await amplify.fetchMFAPreference();
            return Boolean(preference.enabled?.includes('TOTP'));
          },
          async start(accountName) {
            const setup = await amplify.setUpTOTP();
            return { secret: setup.sharedSecret, uri: setup.getSetupUri(TOTP_ISSUER, accountName).toString() };
          },
          async confirm(code) {
            await amplify.verifyTOTPSetup({ code }).catch((error: unknown) => {
              throw error instanceof Error && error.name === 'CodeMismatchException'
                ? new Error(WRONG_SIGN_IN_CODE)
                : error;
            });
            await amplify.updateMFAPreference({ totp: 'PREFERRED' });
          },
        };
      },
      async changePassword(current, next) {
        const amplify = await ensureAuth();
        await amplify.updatePassword({ oldPassword: current, newPassword: next }).catch((error: unknown) => {
          throw wrongCredentials(error) ? new Error(WRONG_CURRENT_PASSWORD) : error;
        });
      },
      async reloadWithNewTokens() {
        await (await ensureAuth()).refreshTokens();
        return refresh();
      },
    }),
    [state, refresh, ensureAuth, queryClient, setState],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** An account made by the team signs in with a temporary password first, then chooses its own. */
export class NewPasswordRequired extends Error {
  constructor() {
    super('Choose your own password to finish signing in.');
    this.name = 'NewPasswordRequired';
  }
}

/** The sign-in needs the code of the authenticator app the person set up. */
export class SignInCodeRequired extends Error {
  constructor() {
    super('Enter the code from your authenticator app.');
    this.name = 'SignInCodeRequired';
  }
}

export const WRONG_SIGN_IN_CODE = 'That code is not right. Enter the code your app shows now.';

/** The name authenticator apps show for this account. */
const TOTP_ISSUER = 'Arabic & Quran Academy';

export interface TwoFactorApi {
  enabled(): Promise<boolean>;
  /** A new secret for the app, as text and as an otpauth:// address (for a QR code). */
  start(accountName: string): Promise<{ secret: string; uri: string }>;
  /** The app's first code proves it is set up; from then on sign-in asks for a code. */
  confirm(code: string): Promise<void>;
}

/** Changing the password needs the current one: this says it was not right. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

/** One answer for a wrong password and an unknown e-mail, so the form never says which accounts exist. */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

/**
 * An account the team created signs in first with the temporary password it was mailed, within
 * the pool's validity for it (7 days). After that Cognito refuses even the right password: the
 * person is told what happened and what to do, rather than that the password is wrong.
 */
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Please contact the school to receive a new invitation.';

/** Only the right (temporary) password gets this answer, so it tells nothing about other accounts. */
export function temporaryPasswordExpired(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'NotAuthorizedException' &&
    /temporary password has expired/i.test(error.message)
  );
}

/**
 * Every refusal of an e-mail and password pair. Cognito says NotAuthorized (or UserNotFound when
 * the pool reveals it); the local stand-in answers a wrong password with InvalidPassword "Invalid
 * password", which would tell a known address from an unknown one.
 */
export function wrongCredentials(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(name);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
