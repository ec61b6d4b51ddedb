import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@app/shared/auth/schemas';
import type { AppConfig } from '../config/env';
import { api } from './api-client';
import { clearSavedIntake } from './saved-intake';

export function configureAuth(config: AppConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
      },
    },
  });
}

type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; me: Me };

interface AuthContextValue {
  state: AuthState;
  /** Signs in (ending any other session first) and returns who that is, role included. */
  signIn(email: string, password: string): Promise<Me>;
  /** After `NewPasswordRequired`: sets the password the person chose and finishes signing in. */
  completeNewPassword(password: string): Promise<Me>;
  signOut(): Promise<void>;
  /** Reads who is signed in again, after something changed the account on the server (a saved profile). */
  reload(): Promise<Me | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadMe(): Promise<Me | null> {
  const session = await fetchAuthSession().catch(() => undefined);
  if (!session?.tokens?.idToken) return null;
  return api<Me>('/me');
}

/** Who is signed in; the role is reloaded from the server whenever the session changes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const queryClient = useQueryClient();

  const refresh = useCallback(async () => {
    try {
      const me = await loadMe();
      setState(me ? { status: 'signedIn', me } : { status: 'signedOut' });
      return me;
    } catch {
      setState({ status: 'signedOut' });
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      // signIn() below reloads the role itself; a refreshed token may carry new groups.
      if (payload.event === 'tokenRefresh') void refresh();
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        setState({ status: 'signedOut' });
      }
    });
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      async signIn(email, password) {
        await amplifySignOut().catch(() => {});
        const result = await amplifySignIn({
          username: email,
          password,
          options: { authFlowType: 'USER_PASSWORD_AUTH' },
        }).catch((error: unknown) => {
          throw wrongCredentials(error) ? new Error(WRONG_CREDENTIALS) : error;
        });
        if (result.nextStep?.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
          throw new NewPasswordRequired();
        if (!result.isSignedIn) throw new Error('Sign-in needs another step that this site does not support.');
        const me = await refresh();
        if (!me) throw new Error('Could not load your account. Please try again.');
        return me;
      },
      async completeNewPassword(password) {
        const result = await confirmSignIn({ challengeResponse: password });
        if (!result.isSignedIn) throw new Error('Sign-in needs another step that this site does not support.');
        const me = await refresh();
        if (!me) throw new Error('Could not load your account. Please try again.');
        return me;
      },
      async signOut() {
        await amplifySignOut();
        clearSavedIntake();
        queryClient.clear();
        setState({ status: 'signedOut' });
      },
      reload: refresh,
    }),
    [state, refresh, queryClient],
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

/** One answer for a wrong password and an unknown e-mail, so the form never says which accounts exist. */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

function wrongCredentials(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAuthorizedException' || name === 'UserNotFoundException';
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
