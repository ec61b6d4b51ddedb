/**
 * The site's Content-Security-Policy, sent by CloudFront (web.ts) and by the local server when it
 * serves the build (local/web-server.ts), so the journeys run under the policy production has.
 *
 * Scripts only from the site itself: no 'unsafe-inline', no hashes. The build moves the inline
 * scripts React Router writes into its HTML (route data, scroll restoration, the module that starts
 * the app) to files under /assets (frontend/src/app/build/post-build.ts says why). JSON-LD blocks
 * (type="application/ld+json") are data, which CSP does not govern. No third-party script: the
 * scheduling page is an iframe. Inline styles stay allowed: Chakra UI (emotion) writes its styles
 * into <style> tags, in the prerendered HTML and at run time. Images may come from any https
 * address: admins give a course's cover photo as a URL.
 */
export function contentSecurityPolicy(region: string, extraFrameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com`,
    // Calendly's scheduling pages and single-use links (locally also its stand-in's origin).
    ['frame-src https://calendly.com', ...extraFrameOrigins].join(' '),
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
