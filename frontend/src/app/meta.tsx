import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { RouteMetaContext } from '../lib/use-page-title';
import { absoluteUrl, SITE_NAME } from './site';

export interface PageMetaInput {
  /** The page's own title ('' for the home page, titled with the site's name alone). */
  title: string;
  description: string;
  /** The page's path, without query: the canonical URL and og:url. Omitted for pages that have none (not found). */
  path?: string;
  /** A picture of the page (a path on this site or an absolute URL) for link previews. */
  image?: string;
  type?: 'website' | 'article';
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags of a public page, for a route's `meta` export. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title || SITE_NAME },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (path) {
    tags.push({ tagName: 'link', rel: 'canonical', href: absoluteUrl(path) });
    tags.push({ property: 'og:url', content: absoluteUrl(path) });
  }
  if (image) tags.push({ property: 'og:image', content: absoluteUrl(image) });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** Wraps a page whose route exports `meta`, so the page's own `usePageTitle` leaves the head to <Meta/>. */
export function WithRouteMeta({ children }: { children: ReactNode }) {
  return <RouteMetaContext.Provider value={true}>{children}</RouteMetaContext.Provider>;
}
