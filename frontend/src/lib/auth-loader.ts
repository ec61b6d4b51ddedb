import { ensureConfig } from '../config/env';

export type AmplifyAuth = typeof import('./amplify-auth');

let loading: Promise<AmplifyAuth> | undefined;

/** aws-amplify, configured from /config.json: downloaded on first need, once. */
export function loadAmplifyAuth(): Promise<AmplifyAuth> {
  if (!loading) {
    const attempt = Promise.all([import('./amplify-auth'), ensureConfig()]).then(([auth, config]) => {
      auth.configure(config);
      return auth;
    });
    // A failed download or configuration is tried again on the next need.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** Whether Amplify has been asked for in this tab (a sign-in page, a guarded area, a stored session). */
export function amplifyAuthRequested(): boolean {
  return loading !== undefined;
}

/** Amplify keeps the signed-in user's name under this key (per app client) in localStorage. */
const LAST_AUTH_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/**
 * Whether this browser may hold a session, read without loading Amplify: a visitor who never
 * signed in has no `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` key, and the public
 * pages then skip Amplify altogether.
 */
export function hasStoredSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      if (LAST_AUTH_USER.test(window.localStorage.key(index) ?? '')) return true;
    }
  } catch {
    // Storage blocked (privacy settings): Amplify could not keep a session either.
  }
  return false;
}

/** The ID token to send to the API, if a session exists; no Amplify download for a visitor. */
export async function sessionIdToken(): Promise<string | undefined> {
  if (!amplifyAuthRequested() && !hasStoredSession()) return undefined;
  try {
    return await (await loadAmplifyAuth()).idToken();
  } catch {
    return undefined;
  }
}
