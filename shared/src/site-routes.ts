/**
 * What the frontend build tells the servers about its pages (written to `site-routes.json` beside
 * the build; read by the CloudFront Function at synth time and by the local static server).
 */
export interface SiteRoutes {
  /** Paths with a prerendered page, served `<path>/index.html` ('/' → '/index.html'). */
  pages: string[];
  /** Route path patterns of the app ('/courses/:courseId', '/admin/*'), the catch-all excepted. */
  appRoutes: string[];
  /** The SPA fallback file ('/__spa-fallback.html'): the app's shell, rendered in the browser. */
  spaFallback: string;
  /** The prerendered not-found page ('/404/index.html'), for paths no route knows. */
  notFound: string;
}

export const SITE_ROUTES_FILE = 'site-routes.json';
