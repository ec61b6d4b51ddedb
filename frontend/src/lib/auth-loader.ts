import { ensureConfig } from '../config/env';
import { hasStoredSession } from './stored-session';

export { hasStoredSession };

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

/** The ID token to send to the API, if a session exists; no Amplify download for a visitor. */
export async function sessionIdToken(): Promise<string | undefined> {
  if (!amplifyAuthRequested() && !hasStoredSession()) return undefined;
  try {
    return await (await loadAmplifyAuth()).idToken();
  } catch {
    return undefined;
  }
}
