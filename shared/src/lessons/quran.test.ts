import { describe, expect, it } from 'vitest';
import { SURAHS, describeRange, isQuranCourse } from './quran';

describe('the surah table', () => {
  it('has the 114 surahs and the 6,236 ayahs of the Hafs count', () => {
    expect(SURAHS).toHaveLength(114);
    expect(SURAHS.reduce((sum, surah) => sum + surah.ayahs, 0)).toBe(6236);
    expect(SURAHS[0]).toEqual({ name: 'Al-Fatihah', ayahs: 7 });
    expect(SURAHS[66]).toEqual({ name: 'Al-Mulk', ayahs: 30 });
    expect(SURAHS[113]).toEqual({ name: 'An-Nas', ayahs: 6 });
  });

  it('describes a range and a single ayah', () => {
    expect(describeRange({ surah: 67, fromAyah: 1, toAyah: 15 })).toBe('Al-Mulk 1–15');
    expect(describeRange({ surah: 1, fromAyah: 7, toAyah: 7 })).toBe('Al-Fatihah 7');
  });

  it('tells Quran courses by category or title', () => {
    expect(isQuranCourse({ category: 'Quran', title: 'Tajweed' })).toBe(true);
    expect(isQuranCourse({ category: 'Language', title: "Qur'an memorisation" })).toBe(true);
    expect(isQuranCourse({ category: 'Arabic', title: 'Arabic for beginners' })).toBe(false);
  });
});
