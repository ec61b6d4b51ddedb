/**
 * The 114 surahs of the Quran in order, each with its transliterated name and its number of ayahs
 * (the Hafs count, 6,236 in all). A lesson note on a Quran course names what was memorised as a
 * surah and an ayah range, checked against this table.
 */
// prettier-ignore
export const SURAHS: readonly { name: string; ayahs: number }[] = [
  ['Al-Fatihah', 7], ['Al-Baqarah', 286], ['Al Imran', 200], ['An-Nisa', 176], ["Al-Ma'idah", 120],
  ["Al-An'am", 165], ["Al-A'raf", 206], ['Al-Anfal', 75], ['At-Tawbah', 129], ['Yunus', 109],
  ['Hud', 123], ['Yusuf', 111], ["Ar-Ra'd", 43], ['Ibrahim', 52], ['Al-Hijr', 99],
  ['An-Nahl', 128], ['Al-Isra', 111], ['Al-Kahf', 110], ['Maryam', 98], ['Ta-Ha', 135],
  ['Al-Anbiya', 112], ['Al-Hajj', 78], ["Al-Mu'minun", 118], ['An-Nur', 64], ['Al-Furqan', 77],
  ["Ash-Shu'ara", 227], ['An-Naml', 93], ['Al-Qasas', 88], ['Al-Ankabut', 69], ['Ar-Rum', 60],
  ['Luqman', 34], ['As-Sajdah', 30], ['Al-Ahzab', 73], ['Saba', 54], ['Fatir', 45],
  ['Ya-Sin', 83], ['As-Saffat', 182], ['Sad', 88], ['Az-Zumar', 75], ['Ghafir', 85],
  ['Fussilat', 54], ['Ash-Shura', 53], ['Az-Zukhruf', 89], ['Ad-Dukhan', 59], ['Al-Jathiyah', 37],
  ['Al-Ahqaf', 35], ['Muhammad', 38], ['Al-Fath', 29], ['Al-Hujurat', 18], ['Qaf', 45],
  ['Adh-Dhariyat', 60], ['At-Tur', 49], ['An-Najm', 62], ['Al-Qamar', 55], ['Ar-Rahman', 78],
  ["Al-Waqi'ah", 96], ['Al-Hadid', 29], ['Al-Mujadilah', 22], ['Al-Hashr', 24], ['Al-Mumtahanah', 13],
  ['As-Saff', 14], ["Al-Jumu'ah", 11], ['Al-Munafiqun', 11], ['At-Taghabun', 18], ['At-Talaq', 12],
  ['At-Tahrim', 12], ['Al-Mulk', 30], ['Al-Qalam', 52], ['Al-Haqqah', 52], ["Al-Ma'arij", 44],
  ['Nuh', 28], ['Al-Jinn', 28], ['Al-Muzzammil', 20], ['Al-Muddaththir', 56], ['Al-Qiyamah', 40],
  ['Al-Insan', 31], ['Al-Mursalat', 50], ['An-Naba', 40], ["An-Nazi'at", 46], ['Abasa', 42],
  ['At-Takwir', 29], ['Al-Infitar', 19], ['Al-Mutaffifin', 36], ['Al-Inshiqaq', 25], ['Al-Buruj', 22],
  ['At-Tariq', 17], ["Al-A'la", 19], ['Al-Ghashiyah', 26], ['Al-Fajr', 30], ['Al-Balad', 20],
  ['Ash-Shams', 15], ['Al-Layl', 21], ['Ad-Duha', 11], ['Ash-Sharh', 8], ['At-Tin', 8],
  ['Al-Alaq', 19], ['Al-Qadr', 5], ['Al-Bayyinah', 8], ['Az-Zalzalah', 8], ['Al-Adiyat', 11],
  ["Al-Qari'ah", 11], ['At-Takathur', 8], ['Al-Asr', 3], ['Al-Humazah', 9], ['Al-Fil', 5],
  ['Quraysh', 4], ["Al-Ma'un", 7], ['Al-Kawthar', 3], ['Al-Kafirun', 6], ['An-Nasr', 3],
  ['Al-Masad', 5], ['Al-Ikhlas', 4], ['Al-Falaq', 5], ['An-Nas', 6],
].map(([name, ayahs]) => ({ name: name as string, ayahs: ayahs as number }));

/** The most pages a memorisation note can name (the standard Madinah mushaf has 604). */
export const MUSHAF_PAGES = 604;

export interface QuranRange {
  /** 1 to 114. */
  surah: number;
  fromAyah: number;
  toAyah: number;
}

/** "Al-Mulk 1–15" (a single ayah: "Al-Mulk 7"). */
export function describeRange(range: QuranRange): string {
  const name = SURAHS[range.surah - 1]?.name ?? `Surah ${range.surah}`;
  return range.fromAyah === range.toAyah ? `${name} ${range.fromAyah}` : `${name} ${range.fromAyah}–${range.toAyah}`;
}

/** Whether a course teaches the Quran (its category or title says so): its notes can name a range. */
export function isQuranCourse(course: { category?: string | null; title?: string | null }): boolean {
  return /qur'?an/i.test(`${course.category ?? ''} ${course.title ?? ''}`);
}
