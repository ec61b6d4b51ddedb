import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Face } from './fonts';

/**
 * One line of text that may mix scripts (a Latin and an Arabic name, an Arabic course title with
 * a Latin word): cut into runs of one font file, each shaped by the font engine, and placed in
 * visual order. The line's direction is that of its first letter (Arabic or Hebrew script: right
 * to left), as a browser does with `dir="auto"`; inside a run, fontkit orders the glyphs itself.
 */
export interface Run {
  text: string;
  font: PDFFont;
  width: number;
}

// Strong right-to-left letters: Hebrew, Arabic, Syriac, Thaana, NKo… and their presentation forms.
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LETTER = /\p{L}/u;
// Spaces and punctuation print in whichever font the text around them uses.
const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;
// A run's leading and trailing spaces and punctuation, around its core.
const EDGES = /^([\s\p{P}\p{S}]*)(.*?)([\s\p{P}\p{S}]*)$/su;
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

/** Punctuation printed in a right-to-left line, as it reads there (an opening bracket faces left). */
const mirrored = (piece: string) =>
  [...piece]
    .reverse()
    .map((char) => MIRROR[char] ?? char)
    .join('');

export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return true;
    if (LETTER.test(char)) return false;
  }
  return false;
}

function partFor(face: Face, char: string, current: Face['parts'][number] | undefined) {
  const codePoint = char.codePointAt(0)!;
  if (current && NEUTRAL.test(char) && current.covers(codePoint)) return current;
  // No file has it (a script the school's fonts lack): the first file prints its "missing" glyph.
  return face.parts.find((part) => part.covers(codePoint)) ?? face.parts[0]!;
}

/** `part` when it has every character of `piece` (a mirrored bracket may not be in it), else one that has. */
function coveringPart(face: Face, piece: string, part: Face['parts'][number]) {
  const hasAll = (candidate: Face['parts'][number]) =>
    [...piece].every((char) => candidate.covers(char.codePointAt(0)!));
  return hasAll(part) ? part : (face.parts.find(hasAll) ?? part);
}

/** The runs of `text` in visual order (left to right on the page), measured at `size`. */
export function layoutLine(text: string, face: Face, size: number): Run[] {
  const runs: { text: string; part: Face['parts'][number] }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const part = partFor(face, char, last?.part);
    if (last && last.part === part) last.text += char;
    else runs.push({ text: char, part });
  }
  // Spaces and punctuation at a run's ends take the line's direction, as the bidi algorithm
  // resolves them: inside a right-to-left run the font engine would move them to its other end
  // ("Ali علي Khan" printed "Ali  عليKhan", "Khan (التجويد)" printed "Khan (التجويد(").
  const rtl = isRightToLeft(text);
  const pieces = runs.flatMap(({ text: runText, part }) => {
    const [, lead = '', core = '', trail = ''] = EDGES.exec(runText) ?? [];
    const edge = (piece: string) => (rtl ? mirrored(piece) : piece);
    return [edge(lead), core, edge(trail)]
      .filter(Boolean)
      .map((piece) => ({ text: piece, part: coveringPart(face, piece, part) }));
  });
  const measured = pieces.map(({ text: runText, part }) => ({
    text: runText,
    font: part.pdf,
    width: part.pdf.widthOfTextAtSize(runText, size),
  }));
  return rtl ? measured.reverse() : measured;
}

export const lineWidth = (runs: readonly Run[]) => runs.reduce((sum, run) => sum + run.width, 0);

/** Draws `text` centred on `centerX`, shrinking it (down to 60%) when it is wider than `maxWidth`. */
export function drawCentredLine(
  page: PDFPage,
  text: string,
  options: { face: Face; size: number; centerX: number; y: number; color: RGB; maxWidth: number },
): void {
  let size = options.size;
  let runs = layoutLine(text, options.face, size);
  const width = lineWidth(runs);
  if (width > options.maxWidth) {
    size = Math.max(options.size * 0.6, (options.size * options.maxWidth) / width);
    runs = layoutLine(text, options.face, size);
  }
  let x = options.centerX - lineWidth(runs) / 2;
  for (const run of runs) {
    page.drawText(run.text, { x, y: options.y, size, font: run.font, color: options.color });
    x += run.width;
  }
}

/** Greedy word wrap of a paragraph into lines at most `maxWidth` wide (at most `maxLines`). */
export function wrapLines(text: string, face: Face, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && lineWidth(layoutLine(candidate, face, size)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S+$/, '')} …`;
  return kept;
}
