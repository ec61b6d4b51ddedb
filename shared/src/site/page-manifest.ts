/**
 * What the frontend build tells the page function (written beside the kept server build as
 * `page-manifest.json`): the enhancement script the pages without React load, the site's address,
 * and the pages the sitemap lists besides the courses.
 */
export interface PageManifest {
  enhancerUrl: string;
  siteUrl: string;
  sitemapPages: string[];
}

export const PAGE_MANIFEST_FILE = 'page-manifest.json';
