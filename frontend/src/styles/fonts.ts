/**
 * Loads the site's typefaces (imported by the theme, so every page that uses the theme has them):
 * Fraunces for headings and Inter for body text, Latin only (fonts.css, with their size-adjusted
 * fallbacks), and Amiri for Arabic, Arabic subset and regular weight only. A browser downloads a
 * file only when the page shows text in it: pages without Arabic never fetch Amiri.
 */
import '@fontsource/amiri/arabic-400.css';
import './fonts.css';

/** Font stacks: the web font, its size-adjusted fallback, then the platform's own. */
export const FONT_STACKS = {
  heading: `'Fraunces Variable', 'Fraunces Fallback', 'Times New Roman', serif`,
  body: `'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  // Platform Naskh faces before the generic serif, for the moment before Amiri arrives.
  arabic: `'Amiri', 'Noto Naskh Arabic', 'Geeza Pro', 'Traditional Arabic', 'Times New Roman', serif`,
} as const;
