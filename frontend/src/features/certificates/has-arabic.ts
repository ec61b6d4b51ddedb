/** Arabic script (letters, marks and presentation forms). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** True when a text (a student's name) is written, at least partly, in Arabic script. */
export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}
