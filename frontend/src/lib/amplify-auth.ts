import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { AppConfig } from '../config/env';

/**
 * Everything that touches aws-amplify. Only `auth-loader.ts` imports this module, dynamically:
 * public pages never download Amplify unless a session may exist (see `hasStoredSession`).
 */
export function configure(config: AppConfig): void {
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

/** The signed-in user's ID token, if there is a session. */
export async function idToken(): Promise<string | undefined> {
  const session = await fetchAuthSession().catch(() => undefined);
  return session?.tokens?.idToken?.toString();
}

/** New tokens now (after something the tokens state changed on the server: a verified address). */
export async function refreshTokens(): Promise<void> {
  await fetchAuthSession({ forceRefresh: true });
}

/** Amplify's auth events (signedOut, tokenRefresh, tokenRefresh_failure, …); returns the unsubscribe. */
export function onAuthEvent(listener: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => listener(payload.event));
}

export {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
};
