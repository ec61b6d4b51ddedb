/**
 * The site's web fonts, cut to what the site draws with them before anything else of the build
 * runs (a Vite plugin: every build, dev start and unit-test run), so a page downloads a fraction of
 * the packaged files:
 *   - Inter (body text): Latin, the weight axis narrowed to the weights the site uses (400 to 700);
 *   - Fraunces (headings, the featured testimonial): Latin, its weight axis narrowed to 400 to 600;
 *     each of the two in a face with what the site's copy uses and a face with the rest of Latin;
 *   - "Amiri Site": Amiri with exactly the letters of the site's own Arabic (the hero verse, the
 *     Arabic names under course titles: all of it written in src/content), with the spaces and
 *     joiners between words. The whole Arabic Amiri stays for Arabic that people type (fonts.css).
 * Every OpenType feature is kept for what stays, so text is shaped exactly as by the whole font
 * (Arabic joining forms, ligatures and vowel marks; Inter's figures and alternates).
 *
 * It writes into src/styles/generated/ (not committed), and skips the work when the sources and
 * the letters are unchanged: one .woff2 per face and fonts.css with their @font-face rules.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Every Arabic-script block: Arabic, Supplement, Extended-B and -A, Presentation Forms A and B. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u0870-\u089F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/**
 * What Arabic text holds besides its letters: the space, the no-break space, and the zero-width
 * joiners and direction marks. The subset carries them too, so a line of the site's Arabic needs no
 * other face (the space would otherwise be looked up in the next font of the stack, and fetch it).
 */
const BETWEEN_WORDS = [0x20, 0xa0, 0x200c, 0x200d, 0x200e, 0x200f];

/** The Latin range the packaged Latin files cover (Basic Latin, Latin-1, common punctuation and symbols). */
const LATIN: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * What the site's own copy draws from the Latin range: Basic Latin, the no-break space, ©, ·, ×,
 * dashes, curly quotes, bullet, ellipsis, ™ and minus. Inter and Fraunces are each cut in two
 * faces of one family with ranges that do not overlap, this one and the rest of Latin: a page
 * fetches the second only when it shows a character of it (a name with an accent), drawn in the
 * same design.
 */
const BASIC_LATIN: Array<[number, number]> = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

interface Face {
  family: string;
  /** The packaged file, as the frontend resolves it. */
  source: string;
  fileName: string;
  /** The CSS font-weight: one weight, or the range a variable file spans. */
  weight: string;
  variationAxes?: Record<string, number | { min: number; max: number; default: number }>;
  codePoints: number[];
}

/** The Arabic characters in `texts`, as sorted code points without repeats. */
export function arabicCodePoints(texts: string[]): number[] {
  const points = new Set<number>();
  for (const text of texts) for (const [letter] of text.matchAll(ARABIC_LETTER)) points.add(letter.codePointAt(0)!);
  return [...points].sort((a, b) => a - b);
}

/** A CSS unicode-range listing `points` (sorted), consecutive runs joined (U+627-62F). */
export function unicodeRange(points: number[]): string {
  const ranges: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase();
  let start = points[0]!;
  for (let i = 0; i < points.length; i += 1) {
    const point = points[i]!;
    const next = points[i + 1];
    if (next === point + 1) continue;
    ranges.push(start === point ? `U+${hex(point)}` : `U+${hex(start)}-${hex(point)}`);
    if (next !== undefined) start = next;
  }
  return ranges.join(', ');
}

const expand = (ranges: Array<[number, number]>) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The faces to cut, given the Arabic letters of the site's content. */
export function siteFaces(arabicLetters: number[]): Face[] {
  const basic = expand(BASIC_LATIN);
  const rest = expand(LATIN).filter((point) => !basic.includes(point));
  const inter = {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: '400 700',
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  };
  const fraunces = {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: '400 600',
    variationAxes: { wght: { min: 400, max: 600, default: 600 } },
  };
  const faces: Face[] = [
    { ...inter, fileName: 'inter-basic.woff2', codePoints: basic },
    { ...inter, fileName: 'inter-latin-rest.woff2', codePoints: rest },
    { ...fraunces, fileName: 'fraunces-basic.woff2', codePoints: basic },
    { ...fraunces, fileName: 'fraunces-latin-rest.woff2', codePoints: rest },
  ];
  if (arabicLetters.length) {
    faces.push({
      family: 'Amiri Site',
      source: '@fontsource/amiri/files/amiri-arabic-400-normal.woff2',
      fileName: 'amiri-site.woff2',
      weight: '400',
      codePoints: [...new Set([...BETWEEN_WORDS, ...arabicLetters])].sort((a, b) => a - b),
    });
  }
  return faces;
}

/** The @font-face of `face`, its file beside the stylesheet, its range what the file really holds. */
export function fontFaceRule(face: Face, held: number[]): string {
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${face.weight};`,
    `  src: url('./${face.fileName}') format('woff2');`,
    `  unicode-range: ${unicodeRange(held)};`,
    '}',
  ].join('\n');
}

function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/** Where the fonts come from and go. */
export interface FontPlaces {
  /** The folder whose source files hold the site's Arabic (src/content). */
  contentDir: string;
  /** Where the faces and fonts.css are written (src/styles/generated). */
  outDir: string;
  /** A file the packaged fonts are resolved from (the frontend's package.json). */
  resolveFrom: string;
}

export const frontendFontPlaces = (frontendDir: string): FontPlaces => ({
  contentDir: path.join(frontendDir, 'src/content'),
  outDir: path.join(frontendDir, 'src/styles/generated'),
  resolveFrom: path.join(frontendDir, 'package.json'),
});

/**
 * Writes the faces and their stylesheet when anything they come from changed (the sources, the
 * letters, this file); returns whether it wrote.
 */
export async function writeSiteFonts({ contentDir, outDir, resolveFrom }: FontPlaces): Promise<boolean> {
  const cssFile = path.join(outDir, 'fonts.css');
  const require = createRequire(resolveFrom);
  const faces = siteFaces(arabicCodePoints(sourceTexts(contentDir)));
  // Inter and Fraunces each give two faces: each packaged file is read once.
  const files = new Map(faces.map((face) => [face.source, readFileSync(require.resolve(face.source))]));
  const sources = faces.map((face) => files.get(face.source)!);
  // The stamp covers what the files come from: this code, the subsetter's version, each source and face.
  const hash = createHash('sha256')
    .update(readFileSync(import.meta.filename))
    .update(JSON.parse(readFileSync(require.resolve('subset-font/package.json'), 'utf8')).version);
  for (const file of files.values()) hash.update(file);
  for (const face of faces) hash.update(JSON.stringify(face));
  const stamp = hash.digest('hex').slice(0, 16);
  const written = faces.every((face) => existsSync(path.join(outDir, face.fileName)));
  if (written && existsSync(cssFile) && readFileSync(cssFile, 'utf8').includes(stamp)) return false;

  // Written beside, then moved in whole: a build, the dev server and the unit tests starting at
  // once never read a half-written folder.
  mkdirSync(path.dirname(outDir), { recursive: true });
  const fresh = mkdtempSync(`${outDir}-`);
  chmodSync(fresh, 0o755);
  try {
    const { default: subsetFont } = await import('subset-font');
    const { create } = await import('fontkit');
    const rules: string[] = [];
    for (const [i, face] of faces.entries()) {
      const subset = await subsetFont(sources[i]!, String.fromCodePoint(...face.codePoints), {
        targetFormat: 'woff2',
        ...(face.variationAxes ? { variationAxes: face.variationAxes } : {}),
      });
      writeFileSync(path.join(fresh, face.fileName), subset);
      // The range names only what the cut file holds, so a character it lacks goes to the next font.
      const font = create(subset);
      if ('fonts' in font) throw new Error(`${face.fileName}: a collection, not one font`);
      const held = face.codePoints.filter((point) => font.hasGlyphForCodePoint(point));
      // An empty range would be no range at all: the face would claim every character.
      if (held.length === 0) throw new Error(`${face.fileName}: the font holds none of its characters`);
      rules.push(fontFaceRule(face, held));
    }
    writeFileSync(
      path.join(fresh, 'fonts.css'),
      `/* Written by src/app/build/font-subsets.ts from the packaged fonts; do not edit. ${stamp} */\n\n` +
        `${rules.join('\n\n')}\n`,
    );
    rmSync(outDir, { recursive: true, force: true });
    renameSync(fresh, outDir);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  return true;
}

export function siteFonts(frontendDir: string): Plugin {
  return {
    name: 'site-fonts',
    async config() {
      await writeSiteFonts(frontendFontPlaces(frontendDir));
    },
  };
}
