/**
 * A `redirect` query value we may send people to: a path on this site. '//host' and '/\host'
 * are read by browsers as another site, so they are refused like full URLs.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * `page?redirect=path`, with the path's own '?', '&', '=' and '#' escaped so it survives as one
 * value; slashes stay readable ('/student-auth?redirect=/student/dashboard').
 */
export function withRedirect(page: string, path: string): string {
  return `${page}?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
