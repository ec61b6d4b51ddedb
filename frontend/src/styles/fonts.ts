/**
 * The site's typefaces (their rules go into every page's head: root.tsx; the theme names them):
 * Fraunces for headings and Inter for body text, Latin only, and Amiri for Arabic, regular weight
 * only, in two faces: "Amiri Site", with exactly the letters of the site's own Arabic, and the
 * whole Arabic "Amiri" for text people type. Inter, Fraunces and "Amiri Site" are cut at build
 * time to what the site uses (generated/fonts.css, written by src/app/build/font-subsets.ts);
 * fonts.css has the whole Amiri and the size-adjusted fallbacks. A browser downloads a file only
 * when the page shows text in it: pages without Arabic fetch no Amiri, and the public pages only
 * the small one.
 */
import generatedFaces from './generated/fonts.css?inline';
import faces from './fonts.css?inline';

/**
 * Every @font-face rule, minified, for the document's head to carry inline (root.tsx): a page
 * requests its fonts at its first layout, with no stylesheet to fetch first.
 */
export const FONT_FACES_CSS = `${generatedFaces}${faces}`;

const ARABIC_FALLBACKS = `'Noto Naskh Arabic', 'Geeza Pro', 'Traditional Arabic', 'Times New Roman', serif`;

/** Font stacks: the web font, its size-adjusted fallback, then the platform's own. */
export const FONT_STACKS = {
  heading: `'Fraunces Variable', 'Fraunces Fallback', 'Times New Roman', serif`,
  body: `'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  // The site's own Arabic. Platform Naskh faces before the generic serif, for the moment before
  // Amiri arrives.
  arabic: `'Amiri Site', 'Amiri', ${ARABIC_FALLBACKS}`,
  // Arabic that people type (a name on a certificate): the whole face, so a word never mixes two files.
  arabicTyped: `'Amiri', ${ARABIC_FALLBACKS}`,
} as const;
