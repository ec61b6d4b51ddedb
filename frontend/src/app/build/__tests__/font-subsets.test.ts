// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { create } from 'fontkit';
import { afterAll, describe, expect, it } from 'vitest';
import { arabicCodePoints, siteFaces, unicodeRange, writeSiteFonts } from '../font-subsets';

const frontendDir = path.resolve(import.meta.dirname, '../../../..');

describe('arabicCodePoints and unicodeRange', () => {
  it('collects each Arabic character once, in order, and writes runs as ranges', () => {
    const points = arabicCodePoints(["title: 'العربية للمبتدئين'", 'no Arabic here', "'بِاسْمِ'"]);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(new Set(points).size).toBe(points.length);
    expect(points).toContain(0x0650); // kasra, a mark, is kept with the letters
    expect(points.every((point) => point >= 0x0600 && point <= 0x06ff)).toBe(true);
    expect(unicodeRange([0x20, 0x627, 0x628, 0x629, 0x62b, 0x644])).toBe('U+20, U+627-629, U+62B, U+644');
  });
});

describe('siteFaces', () => {
  it('cuts Inter and Fraunces in two faces each whose ranges never overlap, and Amiri only when there is Arabic', () => {
    const faces = siteFaces([0x627]);
    for (const family of ['Inter Variable', 'Fraunces Variable']) {
      const [basic, rest] = faces.filter((face) => face.family === family);
      expect(basic!.codePoints).toContain(0x61); // a
      expect(rest!.codePoints).toContain(0xe9); // é
      expect(basic!.codePoints.filter((point) => rest!.codePoints.includes(point))).toEqual([]);
    }
    expect(faces.find((face) => face.family === 'Amiri Site')?.codePoints).toEqual([
      0x20, 0xa0, 0x627, 0x200c, 0x200d, 0x200e, 0x200f,
    ]);
    expect(siteFaces([]).some((face) => face.family === 'Amiri Site')).toBe(false);
  });
});

describe('writeSiteFonts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'font-subsets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const places = {
    contentDir: path.join(dir, 'content'),
    outDir: path.join(dir, 'generated'),
    resolveFrom: path.join(frontendDir, 'package.json'),
  };
  mkdirSync(places.contentDir);
  writeFileSync(path.join(places.contentDir, 'names.ts'), "export const name = 'العربية للمبتدئين';\n");

  // Each run cuts five faces (brotli at its highest level): seconds on a busy machine.
  it(
    'writes small faces that hold the content’s letters and a stylesheet that names only what they hold',
    { timeout: 60_000 },
    async () => {
      expect(await writeSiteFonts(places)).toBe(true);
      const css = readFileSync(path.join(places.outDir, 'fonts.css'), 'utf8');
      const amiri = readFileSync(path.join(places.outDir, 'amiri-site.woff2'));
      const whole = readFileSync(
        createRequire(places.resolveFrom).resolve('@fontsource/amiri/files/amiri-arabic-400-normal.woff2'),
      );
      expect(amiri.length).toBeLessThan(whole.length / 4);
      const font = create(amiri);
      if ('fonts' in font) throw new Error('a collection');
      for (const letter of 'العربية للمبتدئين') expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!)).toBe(true);
      expect(font.hasGlyphForCodePoint(0x0635)).toBe(false); // ص is not in the content
      // The range lists the spaces and joiners the face holds, and exactly the letters used.
      expect(css).toMatch(
        /font-family: 'Amiri Site';[^}]*unicode-range: U\+20, U\+A0, U\+626-62A, U\+62F, U\+631, U\+639, U\+644-646, U\+64A, U\+200C-200E;/,
      );
      expect(css).toMatch(/font-family: 'Fraunces Variable';[^}]*font-weight: 400 600;[^}]*fraunces-basic\.woff2/);
      expect(css).toMatch(/font-family: 'Inter Variable';[^}]*font-weight: 400 700;[^}]*inter-basic\.woff2/);
    },
  );

  it(
    'does nothing when nothing it comes from changed, and cuts again when the content changes',
    { timeout: 60_000 },
    async () => {
      const before = statSync(path.join(places.outDir, 'fonts.css')).mtimeMs;
      expect(await writeSiteFonts(places)).toBe(false);
      expect(statSync(path.join(places.outDir, 'fonts.css')).mtimeMs).toBe(before);
      writeFileSync(path.join(places.contentDir, 'more.ts'), "export const word = 'صباح';\n");
      expect(await writeSiteFonts(places)).toBe(true);
      expect(readFileSync(path.join(places.outDir, 'fonts.css'), 'utf8')).toContain('U+635');
    },
  );
});
