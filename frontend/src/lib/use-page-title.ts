import { useEffect } from 'react';

const SITE = 'Arabic & Quran Tutoring Online';
const DEFAULT_DESCRIPTION =
  'Learn Arabic and the Quran online with expert tutors: live one-to-one lessons for kids, teens and adults.';

/** Page title and meta description for the current screen (the site's own description when none is given). */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
