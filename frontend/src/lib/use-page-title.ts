import { useEffect } from 'react';

const SITE = 'Arabic & Quran Tutoring Online';

/** Page title and meta description for the current screen. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
