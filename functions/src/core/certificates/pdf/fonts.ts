import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { env } from '../../../lib/env';
import { CERTIFICATE_FONT_FILES } from './font-files';

/**
 * pdf-lib lays text out with the font engine it is given. Its own fork of fontkit neither shapes
 * Arabic (letters come out in their unjoined forms) nor orders it right to left; fontkit 2 does
 * both (the font's GSUB contextual forms and ligatures, glyphs in visual order). pdf-lib expects
 * fontkit 1's subset API (`encodeStream`), which fontkit 2 names `encode`: this adapter bridges it.
 */
type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * Each font file parsed once per container: the file's bytes are the key, and pdf-lib hands the
 * adapter the very bytes it was given. A subset is made per document, so one parsed font serves
 * every certificate.
 */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

function parse(bytes: Uint8Array): fontkit.Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(Buffer.from(bytes)) as fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
      },
    });
    parsed.set(bytes, font);
  }
  return font;
}

// pdf-lib's types describe fontkit 1's Font; fontkit 2's has the same members it uses.
const shapingFontkit = { create: parse } as unknown as PdfLibFontkit;

/** One face (regular or bold) as several files, each covering part of Unicode. */
export interface Face {
  /** In order of preference: a character is printed in the first one that has it. */
  parts: { pdf: PDFFont; covers: (codePoint: number) => boolean }[];
}

const fileCache = new Map<string, Promise<Buffer>>();

/** The font files, read once per container. */
function fontFile(name: string): Promise<Buffer> {
  let file = fileCache.get(name);
  if (!file) {
    file = readFile(path.join(env.certificateFontsDir(), name));
    fileCache.set(name, file);
  }
  return file;
}

async function embedFace(doc: PDFDocument, files: readonly string[]): Promise<Face> {
  const parts = await Promise.all(
    files.map(async (name) => {
      const bytes = await fontFile(name);
      const font = parse(bytes);
      // Subset: only the glyphs used end up in the PDF (a few kB instead of the whole font).
      const pdf = await doc.embedFont(bytes, { subset: true });
      return { pdf, covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    }),
  );
  return { parts };
}

export async function embedFaces(doc: PDFDocument): Promise<{ regular: Face; bold: Face }> {
  doc.registerFontkit(shapingFontkit);
  const [regular, bold] = await Promise.all([
    embedFace(doc, CERTIFICATE_FONT_FILES.regular),
    embedFace(doc, CERTIFICATE_FONT_FILES.bold),
  ]);
  return { regular, bold };
}
