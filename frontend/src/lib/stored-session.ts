// No imports: the public pages' small enhancement script (src/enhance) bundles this module alone.

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
