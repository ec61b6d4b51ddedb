import { createContext, useContext, useEffect } from 'react';

const SITE = 'Arabic & Quran Tutoring Online';
const DEFAULT_DESCRIPTION =
  'Learn Arabic and the Quran online with expert tutors: live one-to-one lessons for kids, teens and adults.';

/**
 * True inside a route whose module exports `meta` (the public pages): React Router's <Meta/> then
 * writes the title, description, canonical URL and Open Graph tags, in the prerendered HTML and on
 * every navigation, and `usePageTitle` stands aside.
 */
export const RouteMetaContext = createContext(false);

/**
 * Page title and meta description for a client-only screen (the back office, the student area):
 * the site's own description when none is given. A no-op on pages whose route provides `meta`.
 */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  const routeMeta = useContext(RouteMetaContext);
  useEffect(() => {
    if (routeMeta) return;
    document.title = title ? `${title} | ${SITE}` : SITE;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [routeMeta, title, description]);
}
