import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../lib/env';
import { embedFaces, type Face } from './fonts';
import { FONT_PACKAGE_FILES_DIR } from './font-files';
import { isRightToLeft, layoutLine } from './text-line';

/** Mixed-script lines: runs in visual order (left to right on the page), brackets facing right. */
describe('a certificate line', () => {
  let face: Face;
  beforeAll(async () => {
    process.env.CERTIFICATE_FONTS_DIR = path.resolve(import.meta.dirname, '../../../../..', FONT_PACKAGE_FILES_DIR);
    resetEnvCache();
    face = (await embedFaces(await PDFDocument.create())).bold;
  });

  const visual = (text: string) => layoutLine(text, face, 20).map((run) => run.text);

  it('takes the direction of its first letter', () => {
    expect(isRightToLeft('فاطمة Ali')).toBe(true);
    expect(isRightToLeft('(1) Ali فاطمة')).toBe(false);
  });

  it('keeps a left-to-right line in order, spaces and brackets outside the Arabic run', () => {
    expect(visual('Ali علي Khan (أحكام التجويد)')).toEqual([
      'Ali',
      ' ',
      'علي',
      ' ',
      'Khan',
      ' (',
      'أحكام التجويد',
      ')',
    ]);
  });

  it('lays a right-to-left line from the right, a Latin name in it still reading left to right', () => {
    expect(visual('فاطمة الزهراء (Fatima) عبد الله')).toEqual(['عبد الله', ' (', 'Fatima', ') ', 'فاطمة الزهراء']);
  });

  it('prints every character in a font that has it', () => {
    for (const run of layoutLine('فاطمة (Fatima) Ğül', face, 20)) {
      const part = face.parts.find((candidate) => candidate.pdf === run.font)!;
      for (const char of run.text) expect(part.covers(char.codePointAt(0)!), char).toBe(true);
    }
  });
});
